import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecaptchaField } from './recaptcha-field.tsx';

const SCRIPT = 'script[src^="https://www.google.com/recaptcha/api.js"]';

afterEach(() => {
  delete window.grecaptcha;
  document.querySelectorAll(SCRIPT).forEach((script) => script.remove());
});

/** jsdom fetches no external scripts: the script's outcome is sent by hand. */
async function settleGoogleScript(outcome: 'load' | 'error') {
  await waitFor(() => expect(document.querySelector(SCRIPT)).not.toBeNull());
  document.querySelector(SCRIPT)!.dispatchEvent(new Event(outcome));
}

describe('the reCAPTCHA field', () => {
  it('says the check could not load, with the support address, and loads it again on Try Again', async () => {
    const onChange = vi.fn();
    render(
      <RecaptchaField
        siteKey="site-key"
        resetKey={0}
        supportEmail="tickets@wasatchlegacy.org"
        onChange={onChange}
      />,
    );
    await settleGoogleScript('error');

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The reCAPTCHA check could not load.');
    expect(screen.getByRole('link', { name: 'tickets@wasatchlegacy.org' })).toHaveAttribute(
      'href',
      'mailto:tickets@wasatchlegacy.org',
    );
    expect(document.querySelectorAll(SCRIPT)).toHaveLength(0);

    window.grecaptcha = {
      ready: (callback) => callback(),
      render(container) {
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.setAttribute('aria-label', 'I’m not a robot');
        container.append(box);
        return 1;
      },
      reset: () => {},
    };
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await settleGoogleScript('load');
    expect(await screen.findByRole('checkbox', { name: 'I’m not a robot' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

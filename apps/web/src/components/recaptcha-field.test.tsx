import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findGoogleScript,
  installRecaptchaStandIn,
  removeRecaptchaStandIn,
  settleGoogleScript,
} from '../test/recaptcha-stand-in.ts';
import { RecaptchaField } from './recaptcha-field.tsx';

afterEach(removeRecaptchaStandIn);

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
    expect(findGoogleScript()).toBeNull();

    installRecaptchaStandIn();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await settleGoogleScript('load');
    expect(await screen.findByRole('checkbox', { name: 'I’m not a robot' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

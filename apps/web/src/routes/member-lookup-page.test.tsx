import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../test/member-accounts.ts';
import { renderApp, UNREACHABLE_API_URL } from '../test/render-app.tsx';

async function findLookupForm() {
  return screen.findByRole('region', { name: 'Reset your password' }, { timeout: 5000 });
}

describe('the forgot-password page', () => {
  it('answers the same for an address without an account, telling nobody who is registered', async () => {
    const { user } = renderApp('/member/lookup');
    const form = await findLookupForm();
    await user.type(within(form).getByLabelText(/^Email/), uniqueEmail('nobody'));
    await user.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
    const message = await within(form).findByText(
      'We have sent a password reset link to the email provided.',
    );
    expect(message.closest('[role="status"]')).not.toBeNull();
  });

  it('asks for a valid e-mail address', async () => {
    const { user } = renderApp('/member/lookup');
    const form = await findLookupForm();
    await user.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
    // The resolver checks asynchronously: a busy machine renders its messages a little later.
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Email/), 'dana@');
    expect(await within(form).findByText('Invalid email address')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says what went wrong when the request fails', async () => {
    window.__SHOP_API_URL__ = UNREACHABLE_API_URL;
    const { user } = renderApp('/member/lookup');
    const form = await findLookupForm();
    await user.type(within(form).getByLabelText(/^Email/), 'dana@example.org');
    await user.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await within(form).findByText(/^Sorry there was an error: /, {}, { timeout: 5000 }),
    ).toHaveTextContent(
      'Sorry there was an error: The server could not be reached. Please check your connection and try again.',
    );
  });
});

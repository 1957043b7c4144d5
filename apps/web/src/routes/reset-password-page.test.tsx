import { memberTexts } from '@shop/core/member-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD } from '../test/member-accounts.ts';
import { renderApp } from '../test/render-app.tsx';

async function findResetForm() {
  return screen.findByRole('region', { name: 'Choose a new password' }, { timeout: 5000 });
}

describe('the reset-password page', () => {
  it('holds a new password to the password rules, and its confirmation to it', async () => {
    const { user } = renderApp('/reset-password?token=some-token-from-an-email');
    const form = await findResetForm();
    await user.click(within(form).getByRole('button', { name: 'Reset Password' }));
    // The resolver checks asynchronously: a busy machine renders its messages a little later.
    expect(await within(form).findAllByText('Required')).toHaveLength(2);

    const password = within(form).getByLabelText(/^New password/);
    await user.type(password, 'Short1');
    expect(
      await within(form).findByText('Password must have at least 8 characters'),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'no capitals here');
    expect(
      await within(form).findByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, NEW_PASSWORD);
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'Snowfall2025');
    await user.click(within(form).getByRole('button', { name: 'Reset Password' }));
    expect(await within(form).findByText('Passwords must match')).toBeInTheDocument();
  });

  it('says it cannot reset the password with a link that is not valid', async () => {
    const { user, router } = renderApp('/reset-password?token=not-a-real-reset-token');
    const form = await findResetForm();
    await user.type(within(form).getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(within(form).getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Reset Password' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(
      'We are unable to reset your password at this time. Please contact customer service.',
    );
    expect(within(alert).getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/member/lookup',
    );
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('shows no form without a token in the link', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText(memberTexts.resetFailed, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  });
});

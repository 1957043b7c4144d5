/**
 * The login form with human verification on (a build setting), on an account the real test API
 * slows down after failed logins: once the server makes the account wait (429), the reCAPTCHA
 * appears, and its answer goes with the next attempt. Google's widget is replaced by a stand-in
 * that answers when its box is ticked.
 */
import { memberTexts } from '@shop/core/member-api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it, vi, type MockInstance } from 'vitest';
import { registerMember } from '../test/member-accounts.ts';
import {
  findGoogleScript,
  installRecaptchaStandIn,
  RECAPTCHA_ANSWER,
  removeRecaptchaStandIn,
  settleGoogleScript,
  turnRecaptchaOn,
} from '../test/recaptcha-stand-in.ts';
import { renderApp } from '../test/render-app.tsx';

beforeEach(turnRecaptchaOn);

const WRONG_PASSWORD = 'NotThePassword1';
afterEach(() => {
  removeRecaptchaStandIn();
  vi.restoreAllMocks();
});

/** Fails logins on the account through the API until the server makes it wait. */
async function slowDown(email: string) {
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${inject('apiUrl')}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: WRONG_PASSWORD }),
    });
    if (response.status === 429) return;
  }
  throw new Error('the account was never slowed down');
}

/** The login requests the page sent, as sent. */
function postedLogins(fetchSpy: MockInstance<typeof fetch>) {
  return fetchSpy.mock.calls
    .filter(([url]) => String(url).endsWith('/login'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

describe('logging in to an account slowed down by failed logins', () => {
  it('shows the reCAPTCHA once the server makes it wait, and sends its answer', async () => {
    const recaptcha = installRecaptchaStandIn();
    const account = await registerMember();
    const email = account.primaryMember.email ?? '';
    await slowDown(email);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderApp('/member/login');
    const login = await screen.findByRole('region', { name: 'Log In' }, { timeout: 5000 });
    expect(findGoogleScript()).toBeNull();

    await user.type(within(login).getByLabelText(/^Email/), email);
    await user.type(within(login).getByLabelText(/^Password/), WRONG_PASSWORD);
    // Wrong passwords: each attempt is refused (429) or fails (401) and makes the wait longer,
    // so one is soon refused.
    for (let attempt = 1; attempt <= 6; attempt++) {
      await user.click(within(login).getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(postedLogins(fetchSpy)).toHaveLength(attempt));
      const alert = await within(login).findByRole('alert');
      await waitFor(() =>
        expect(within(login).getByRole('button', { name: 'Log In' })).toBeEnabled(),
      );
      if (alert.textContent?.includes(memberTexts.tooManyAttempts)) break;
      expect(alert).toHaveTextContent(memberTexts.loginFailed);
      expect(findGoogleScript()).toBeNull();
    }
    expect(within(login).getByRole('alert')).toHaveTextContent(memberTexts.tooManyAttempts);

    await settleGoogleScript('load');
    await user.click(await within(login).findByRole('checkbox', { name: 'I’m not a robot' }));
    await user.click(within(login).getByRole('button', { name: 'Log In' }));

    await waitFor(() =>
      expect(postedLogins(fetchSpy).at(-1)).toEqual({
        email,
        password: WRONG_PASSWORD,
        captchaResponse: RECAPTCHA_ANSWER,
      }),
    );
    // The answer is good for one check: the widget is reset for the next attempt.
    await waitFor(() => expect(recaptcha.resets).toBe(1));
  }, 30_000);
});

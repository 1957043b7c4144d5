/**
 * The login form with human verification on (a build setting), on an account the real test API
 * slows down after failed logins: once the server makes the account wait (429), the reCAPTCHA
 * appears, and its answer goes with the next attempt. Google's widget is replaced by a stand-in
 * that answers when its box is ticked.
 */
import { memberTexts } from '@shop/core/member-api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { inject } from 'vitest';
import type * as envModule from '../config/env.ts';
import { registerMember } from '../test/member-accounts.ts';
import { renderApp } from '../test/render-app.tsx';

vi.mock('../config/env.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof envModule>();
  return {
    ...actual,
    env: { ...actual.env, VITE_RECAPTCHA_DISABLED: false, VITE_RECAPTCHA_SITE_KEY: 'site-key' },
  };
});

const ANSWER = 'captcha-answer-from-google';
const SCRIPT = 'script[src^="https://www.google.com/recaptcha/api.js"]';
const WRONG_PASSWORD = 'NotThePassword1';
let resets = 0;

beforeEach(() => {
  resets = 0;
  window.grecaptcha = {
    ready: (callback) => callback(),
    render(container, parameters) {
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('aria-label', 'I’m not a robot');
      box.addEventListener('change', () => parameters.callback(ANSWER));
      container.append(box);
      return 1;
    },
    reset: () => {
      resets += 1;
    },
  };
});

afterEach(() => {
  delete window.grecaptcha;
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
    const account = await registerMember();
    const email = account.primaryMember.email ?? '';
    await slowDown(email);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderApp('/member/login');
    const login = await screen.findByRole('region', { name: 'Log In' }, { timeout: 5000 });
    expect(document.querySelector(SCRIPT)).toBeNull();

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
      expect(document.querySelector(SCRIPT)).toBeNull();
    }
    expect(within(login).getByRole('alert')).toHaveTextContent(memberTexts.tooManyAttempts);

    await waitFor(() => expect(document.querySelector(SCRIPT)).not.toBeNull());
    document.querySelector(SCRIPT)!.dispatchEvent(new Event('load'));
    await user.click(await within(login).findByRole('checkbox', { name: 'I’m not a robot' }));
    await user.click(within(login).getByRole('button', { name: 'Log In' }));

    await waitFor(() =>
      expect(postedLogins(fetchSpy).at(-1)).toEqual({
        email,
        password: WRONG_PASSWORD,
        captchaResponse: ANSWER,
      }),
    );
    // The answer is good for one check: the widget is reset for the next attempt.
    await waitFor(() => expect(resets).toBe(1));
  }, 30_000);
});

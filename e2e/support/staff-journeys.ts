/**
 * How back-office journeys get their staff in: through the API before the browser (an admin made
 * before the shop started sets two-factor up and makes the account the journey logs in as), or
 * on the login page, where a new admin sets two-factor up.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { emailLinkPath } from './outbox.ts';
import { json } from './shop-orders.ts';
import { nextTwoFactorCode } from './two-factor-codes.ts';

/** The CSRF token of the staff session on `request`, for a change under /api/v1/admin. */
export const readCsrfToken = async (request: APIRequestContext) =>
  (await json<{ data: { csrfToken: string } }>(await request.get('/api/v1/admin/csrf-token'))).data
    .csrfToken;

/**
 * A POST under /api/v1/admin made once per key (a sale, a refund, a walk-up hold), as the staff
 * member logged in on `request`: with a new Idempotency-Key, as the back office sends one.
 * Answers its JSON body.
 */
export async function postOnce<T>(request: APIRequestContext, path: string, data: object) {
  return json<T>(
    await request.post(`/api/v1/admin${path}`, {
      headers: { 'x-csrf-token': await readCsrfToken(request), 'idempotency-key': randomUUID() },
      data,
    }),
  );
}

/**
 * Logs an admin made before the shop started in through the API and sets its two-factor up;
 * answers its caller (a POST under /api/v1/admin) and its two-factor secret.
 */
export async function logInAdminThroughApi(
  request: APIRequestContext,
  admin: { email: string; password: string },
) {
  const send = async (path: string, data: object) =>
    json(
      await request.post(`/api/v1/admin${path}`, {
        headers: { 'x-csrf-token': await readCsrfToken(request) },
        data,
      }),
    );
  await send('/login', { email: admin.email, password: admin.password });
  const { secret } = ((await send('/two-factor', {})) as { data: { secret: string } }).data;
  await send('/two-factor/confirm', {
    code: await nextTwoFactorCode(secret),
  });
  return { send, secret };
}

/** Returns the admin's own caller (a POST under /api/v1/admin) for any further set-up. */
export async function createStaffAccount(
  request: APIRequestContext,
  admin: { email: string; password: string },
  account: { name: string; email: string; password: string; role: string },
) {
  const { send } = await logInAdminThroughApi(request, admin);
  await send('/staff', account);
  return send;
}

/** Logs in on the back office's login page; `code` answers the two-factor step when asked. */
export async function logInStaff(
  page: Page,
  account: { email: string; password: string },
  code?: string,
) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  if (code !== undefined) {
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Log In' }).click();
  }
  // Logged in once the page has left the login form: a journey that moves on sooner (the login
  // page has a heading too) would race the session cookie on a busy machine.
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** A new admin, just logged in, sets two-factor up; answers the secret for later codes. */
export async function turnOnTwoFactor(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Authentication code').fill(await nextTwoFactorCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await page.getByRole('link', { name: 'I have saved them, continue' }).click();
  return secret;
}

/** The two-factor secrets of accounts set up by logInWithTwoFactor. */
const enrolled = new Map<string, string>();

/**
 * Logs in an account whose role must use two-factor (an admin, a manager; decision 080): at its
 * first login it sets two-factor up on the page it is sent to, later logins answer with a code
 * (of a later time step each, as a code works once).
 */
export async function logInWithTwoFactor(page: Page, account: { email: string; password: string }) {
  const secret = enrolled.get(account.email);
  if (!secret) {
    await logInStaff(page, account);
    enrolled.set(account.email, await turnOnTwoFactor(page));
    await expect(page).toHaveURL(/\/admin$/);
    return;
  }
  await logInStaff(page, account, await nextTwoFactorCode(secret));
}

/** The set-your-password link of the newest e-mail to `email` with `subject`, from the outbox. */
export async function linkFromOutbox(page: Page, email: string, subject: string | RegExp) {
  const path = await emailLinkPath(page, email, subject, 'Choose Your Password');
  expect(path).toContain('/admin/set-password?token=');
  return path;
}

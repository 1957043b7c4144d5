/**
 * The audit log as an operator reads it (issue 30, decision 085): an action as a sentence with
 * its Denver time whatever the browser's zone, the author and the account by name, failed and
 * successful log-ins recorded, and filters by staff member and by action, axe on every state.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAuditAdmin } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { json } from './support/shop-orders.ts';
import { logInAdminThroughApi, logInStaff, readCsrfToken } from './support/staff-journeys.ts';
import { shootPage } from './support/shots.ts';
import { nextTwoFactorCode } from './support/two-factor-codes.ts';

const clerk = {
  name: 'Dana Ledger',
  email: 'dana.ledger@wasatchlegacy.org',
  password: 'Ledger-Lines-2026!',
  role: 'box-office',
};

// The browser is far from Denver: the page must still say Denver times.
test.use({ timezoneId: 'Asia/Tokyo' });
test.describe.configure({ timeout: 150_000 });

/** The admin logs in through the API, sets two-factor up, makes the clerk and promotes them. */
async function prepare(request: APIRequestContext) {
  const { send, secret } = await logInAdminThroughApi(request, e2eAuditAdmin);
  const made = (await send('/staff', clerk)) as { data: { id: number } };
  await json(
    await request.patch(`/api/v1/admin/staff/${made.data.id}`, {
      headers: { 'x-csrf-token': await readCsrfToken(request) },
      data: { role: 'manager' },
    }),
  );
  return secret;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(` ${label}$`) }).click();
  await page.getByRole('option', { name: option }).click();
}

const shoot = (page: Page, name: string) => shootPage(page, name);

const denver = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'America/Denver',
});

test('an admin reads actions as sentences in Denver time and filters by staff member and action @desktop-only', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  const secret = await prepare(admin);
  // The clerk mistypes the password once, then logs in.
  const desk = await playwright.request.newContext({ baseURL: baseURL! });
  const signIn = async (password: string) =>
    desk.post('/api/v1/admin/login', {
      headers: { 'x-csrf-token': await readCsrfToken(desk) },
      data: { email: clerk.email, password },
    });
  expect((await signIn('Not-my-password-1')).status()).toBe(401);
  expect((await signIn(clerk.password)).status()).toBe(200);

  await logInStaff(page, e2eAuditAdmin, await nextTwoFactorCode(secret));
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText(/Times are Denver time \(America\/Denver\)/)).toBeVisible();

  // The role change: who by name, the account by name, the change as a sentence.
  const table = page.getByRole('table', { name: /Audit log entries/ });
  const change = table.getByRole('row').filter({ hasText: 'Staff account changed' }).first();
  await expect(change).toContainText('Audit Admin');
  await expect(change).toContainText(clerk.name);
  await expect(change.getByRole('listitem')).toHaveText(/^Role Box office →\s*changed to Manager$/);
  const time = change.locator('time');
  const at = (await time.getAttribute('datetime'))!;
  await expect(time).toHaveText(denver.format(new Date(at)));
  await expect(table.getByRole('columnheader', { name: 'When (Denver)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'audit-log');

  // By staff member: the clerk's own log-in, nothing of the admin's.
  await choose(page, 'Staff member', `${clerk.name} (${clerk.email})`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Logged in');
  await expect(table).not.toContainText('Staff account changed');
  await expectNoAxeViolations(page);
  await shoot(page, 'audit-log-by-staff');

  // By action, for everyone: the failed log-in with the e-mail tried and nobody logged in.
  await choose(page, 'Staff member', 'All');
  await choose(page, 'Action', 'Failed log-in');
  const failed = table.getByRole('row').filter({ hasText: clerk.email });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('Not logged in');
  await expect(failed.getByRole('listitem')).toHaveText(`E-mail tried ${clerk.email}`);
  await expect(failed).toContainText(clerk.name);
  await expectNoAxeViolations(page);
  await shoot(page, 'audit-log-failed-log-ins');

  // Both together, matching nothing: said so.
  await choose(page, 'Staff member', `${clerk.name} (${clerk.email})`);
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * Staff accounts that look after themselves (issue 30, decision 080): an admin invites a
 * box-office clerk by e-mail, the clerk sets a password through the link (once), changes it,
 * sets two-factor up after restarting the setup, and after the admin resets the clerk's
 * two-factor the clerk enrols again at the next login. Axe on every state.
 */
import { expect, test, type Page } from '@playwright/test';
import { e2eStaffAccountsAdmin } from '../playwright.config.ts';
import { shootPage } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { linkFromOutbox, logInStaff, turnOnTwoFactor } from './support/staff-journeys.ts';

const clerk = { name: 'Clara Clerk', email: 'clara.clerk@wasatchlegacy.org' };
const clerkPassword = 'Ticket-Window-2026!';
const changedPassword = 'Cash-Drawer-2027!';
const widths = [1280, 390] as const;
const shoot = (page: Page, name: string) => shootPage(page, `accounts-${name}`, { widths });

test.describe.configure({ timeout: 240_000 });

test('an admin invites a clerk, who sets a password and two-factor; a reset makes the clerk enrol again @desktop-only', async ({
  page,
  browser,
}) => {
  // The admin sets two-factor up at the first login, then invites the clerk.
  await logInStaff(page, e2eStaffAccountsAdmin);
  await turnOnTwoFactor(page);
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'New staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'New staff member' });
  await expect(dialog.getByLabel(/password/i)).toHaveCount(0);
  await dialog.getByLabel('Name').fill(clerk.name);
  await dialog.getByLabel('Email').fill(clerk.email);
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Box office' }).click();
  await expectNoAxeViolations(page);
  await shoot(page, 'invite-form');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText(`An invitation is on its way to ${clerk.email}, as Box office.`),
  ).toBeVisible();
  const row = page.getByRole('table', { name: 'Staff accounts' }).getByRole('row').filter({
    hasText: clerk.email,
  });
  await expect(row).toContainText('Box office');
  await expectNoAxeViolations(page);

  // The clerk follows the e-mailed link, outside the login wall.
  const clerkContext = await browser.newContext();
  const clerkPage = await clerkContext.newPage();
  const link = await linkFromOutbox(clerkPage, clerk.email, /back office account/);
  await clerkPage.goto(link);
  await expect(
    clerkPage.getByRole('heading', { level: 1, name: 'Set Your Password' }),
  ).toBeVisible();
  await expect(clerkPage.getByText(`Hello ${clerk.name}`)).toBeVisible();
  await expectNoAxeViolations(clerkPage);
  await shoot(clerkPage, 'set-password');
  await clerkPage.getByLabel('New password').fill('clara-only-lowercase');
  await clerkPage.getByRole('button', { name: 'Set password' }).click();
  await expect(clerkPage.getByText(/Password must mix at least three of/)).toBeVisible();
  await expectNoAxeViolations(clerkPage);
  await shoot(clerkPage, 'set-password-refused');
  await clerkPage.getByLabel('New password').fill(clerkPassword);
  await clerkPage.getByRole('button', { name: 'Set password' }).click();
  await expect(clerkPage.getByRole('status')).toContainText(
    'Your password is set. Log in with it now.',
  );
  await expectNoAxeViolations(clerkPage);
  await shoot(clerkPage, 'set-password-done');

  // The link works once.
  await clerkPage.goto(link);
  await expect(clerkPage.getByRole('alert')).toContainText(
    'This link has expired or was already used. Ask an admin to send you a new one.',
  );
  await expectNoAxeViolations(clerkPage);
  await shoot(clerkPage, 'set-password-used');

  // The clerk logs in, and changes the password in the account area.
  await logInStaff(clerkPage, { email: clerk.email, password: clerkPassword });
  await expect(
    clerkPage.getByRole('heading', { level: 1, name: `Welcome, ${clerk.name}` }),
  ).toBeVisible();
  await clerkPage
    .getByRole('group', { name: 'Your account' })
    .getByRole('link', { name: 'Password' })
    .click();
  await expect(clerkPage.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await clerkPage.getByLabel('Current password').fill('Not-My-Password-1');
  await clerkPage.getByLabel('New password').fill(changedPassword);
  await clerkPage.getByRole('button', { name: 'Change password' }).click();
  await expect(clerkPage.getByRole('alert').first()).toContainText(
    'The current password is incorrect.',
  );
  await expectNoAxeViolations(clerkPage);
  await shoot(clerkPage, 'change-password-refused');
  await clerkPage.getByLabel('Current password').fill(clerkPassword);
  await clerkPage.getByLabel('New password').fill(changedPassword);
  await clerkPage.getByRole('button', { name: 'Change password' }).click();
  await expect(clerkPage.getByRole('status')).toContainText('Your password is changed.');
  await expectNoAxeViolations(clerkPage);
  await shoot(clerkPage, 'change-password-done');

  // Two-factor: a setup started over gives a new secret; the clerk turns it on with that one.
  await clerkPage
    .getByRole('group', { name: 'Your account' })
    .getByRole('link', { name: 'Two-factor' })
    .click();
  const firstSecret = (await clerkPage.getByTestId('totp-secret').textContent()) ?? '';
  await clerkPage.getByRole('button', { name: 'Start again with a new secret' }).click();
  await expect(clerkPage.getByTestId('totp-secret')).not.toHaveText(firstSecret);
  await expectNoAxeViolations(clerkPage);
  await shoot(clerkPage, 'two-factor-restarted');
  const secondSecret = await turnOnTwoFactor(clerkPage);
  expect(secondSecret).not.toBe(firstSecret);

  // The admin resets the clerk's two-factor (a lost phone), after confirming.
  await page.reload();
  await expect(row).toContainText('On');
  await row.getByRole('button', { name: `Reset two-factor of ${clerk.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Reset two-factor of ${clerk.name}?` });
  await expect(confirm).toContainText('sets two-factor up again at the next login');
  await expectNoAxeViolations(page);
  await shoot(page, 'reset-two-factor-confirm');
  await confirm.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(
    page.getByText(`${clerk.name} sets up two-factor again at the next login.`),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: `Reset two-factor of ${clerk.name}` })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-list');
  await row.getByRole('button', { name: `Reset password of ${clerk.name}` }).click();
  const resetPassword = page.getByRole('alertdialog', {
    name: `Reset the password of ${clerk.name}?`,
  });
  await expect(resetPassword).toContainText('stops working at once');
  await expectNoAxeViolations(page);
  await shoot(page, 'reset-password-confirm');
  await resetPassword.getByRole('button', { name: 'Cancel' }).click();

  // The clerk was logged out; the next login asks for no code and leads to the setup again.
  await clerkPage.goto('/admin');
  await expect(clerkPage).toHaveURL(/\/admin\/login/);
  await logInStaff(clerkPage, { email: clerk.email, password: changedPassword });
  await expect(clerkPage).toHaveURL(/\/admin\/two-factor$/);
  await expectNoAxeViolations(clerkPage);
  const thirdSecret = await turnOnTwoFactor(clerkPage);
  expect(thirdSecret).not.toBe(secondSecret);
  await expect(
    clerkPage.getByRole('heading', { level: 1, name: `Welcome, ${clerk.name}` }),
  ).toBeVisible();
  await clerkContext.close();

  // The audit log names the invitation and the reset.
  await page.goto('/admin/audit-log');
  const log = page.getByRole('table', { name: 'Audit log entries, newest first' });
  await expect(log).toContainText('Two-factor reset');
  await expect(log).toContainText('Staff member invited');
  await expect(log).toContainText('Password changed');
  await expectNoAxeViolations(page);
});

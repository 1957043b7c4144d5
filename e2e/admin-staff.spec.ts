import { expect, test, type Page } from '@playwright/test';
import { e2eShellAdmin } from '../playwright.config.ts';
import { shootPage as shoot } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { linkFromOutbox } from './support/staff-journeys.ts';
import { nextTwoFactorCode } from './support/two-factor-codes.ts';

/** Chooses `option` in the audit log's filter labelled `label`. */
async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(` ${label}$`) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Logs in at /admin/login, with a code when the account asks for one. */
async function logIn(page: Page, email: string, password: string, code?: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  if (!code) return;
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Log In' }).click();
}

// One shell admin, set up by the first journey and used by the next: in order, on the desktop.
// Long journeys (axe on every state, screenshots at two widths): more time than a page test.
test.describe.configure({ mode: 'serial', timeout: 300_000 });
const recoveryCodes: string[] = [];
const boxOffice = { name: 'Bo Office', email: 'bo.office@wasatchlegacy.org' };
const checkIn = { name: 'Cy Checkin', email: 'cy.checkin@wasatchlegacy.org' };
const firstPassword = 'Trailhead-Gate-42!';

test('an admin is sent to log in, sets up two-factor, then reaches the back office @desktop-only', async ({
  page,
}) => {
  // No staff session: the back office sends the visitor to the login, and back after it.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await page.getByLabel('Email').fill(e2eShellAdmin.email);
  await page.getByLabel('Password').fill(e2eShellAdmin.password);
  await page.getByRole('button', { name: 'Log In' }).click();

  // An admin without two-factor goes to its setup, whatever was asked for.
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your two-factor secret' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole('navigation', { name: 'Back office' })).not.toContainText('Home');
  await expectNoAxeViolations(page);
  await shoot(page, 'two-factor-setup');

  // A wrong code is refused in words; the right one turns two-factor on.
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is incorrect');
  // The session is read again after the code is confirmed; held here until the admin has gone
  // on, as on a slow connection: the way on must not wait for it, nor lead back to the setup.
  let releaseSession = () => {};
  const sessionReleased = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route('**/api/v1/admin/session', async (route) => {
    await sessionReleased;
    await route.continue();
  });
  await page.getByLabel('Authentication code').fill(await nextTwoFactorCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('alert')).toContainText('Save these recovery codes now');
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  recoveryCodes.push(...(await codes.allTextContents()));
  await expectNoAxeViolations(page);
  await shoot(page, 'two-factor-recovery-codes');

  await page.getByRole('link', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Shell Admin' })).toBeVisible();
  // Every read of the session passes from here on.
  releaseSession();
  await expect(page.getByRole('group', { name: 'Your account' })).toContainText('Shell Admin');
  await expectNoAxeViolations(page);
  await shoot(page, 'home');

  // 'Log out everywhere' ends the session: the back office asks for the login again.
  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/api/v1/admin/session')).status()).toBe(401);
  await page.goto('/admin/two-factor');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Ftwo-factor$/);

  // The next login needs the code, and then goes where it was asked to.
  await page.getByLabel('Email').fill(e2eShellAdmin.email);
  await page.getByLabel('Password').fill(e2eShellAdmin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Authentication code').fill(await nextTwoFactorCode(secret));
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByText('Two-factor authentication is already set up.')).toBeVisible();
  // Headed for what it is now, not for a setup already done.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-factor');
  await expect(page.getByRole('navigation', { name: 'Back office' })).toContainText('Home');

  // New recovery codes, after the password: a wrong one is refused, the right one gives ten.
  const renew = page.getByRole('region', { name: 'New recovery codes' });
  await renew.getByLabel('Password or authentication code').fill('Not-My-Password-1');
  await renew.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(renew.getByRole('alert')).toContainText('That password or code is incorrect.');
  await renew.getByLabel('Password or authentication code').fill(e2eShellAdmin.password);
  await renew.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(
    renew.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(renew).toContainText('Your old recovery codes no longer work.');
  // The next journey logs in with one of the new codes (the old ones are refused: server tests).
  recoveryCodes.splice(
    0,
    recoveryCodes.length,
    ...(await renew
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents()),
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'recovery-codes-renewed');
});

test('an admin creates, changes and deactivates a staff account @desktop-only', async ({
  page,
}) => {
  await logIn(page, e2eShellAdmin.email, e2eShellAdmin.password, recoveryCodes[0]);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Staff accounts' });
  // The admins every e2e run makes before the server starts (others' journeys add more).
  await expect(table.getByRole('row').filter({ hasText: 'e2e-shell-admin@' })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The form checks itself before sending: the core schema's messages, inline.
  await page.getByRole('button', { name: 'New staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'New staff member' });
  await dialog.getByLabel('Email').fill('not-an-email');
  // An invitation (decision 080): no password is typed or handed over.
  await expect(dialog.getByLabel(/password/i)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-new-invalid');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // Keyboard alone: open the form, fill it, pick the role, submit with Enter.
  await page.getByRole('button', { name: 'New staff member' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(boxOffice.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(boxOffice.email);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /Role/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Box office' }).press('Enter');
  // The list closes and hands focus back to the field's button before the next Tab.
  await expect(dialog.getByRole('button', { name: /Role/ })).toBeFocused();
  await expect(dialog.getByRole('button', { name: /Role/ })).toContainText('Box office');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send invitation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText(`An invitation is on its way to ${boxOffice.email}, as Box office.`),
  ).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: boxOffice.email });
  await expect(row).toContainText('Box office');
  // Invited, not yet active: the member has not chosen a password (decision 080).
  await expect(row).toContainText('Invited');
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-list');

  // The server's refusal, in its words: the e-mail is taken.
  await page.getByRole('button', { name: 'New staff member' }).click();
  await dialog.getByLabel('Name').fill('Bo Again');
  await dialog.getByLabel('Email').fill(boxOffice.email);
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Check-in' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByRole('alert').first()).toContainText('already exists');
  await shoot(page, 'staff-new-refused');
  await dialog.getByLabel('Name').fill(checkIn.name);
  await dialog.getByLabel('Email').fill(checkIn.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: checkIn.email })).toContainText('Check-in');

  // Sorting by a header's button, and the filter.
  await table.getByRole('button', { name: 'Email' }).click();
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  // Other journeys add staff of their own, so the check is the column's order, not a first row.
  const emails = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  const ordered = (list: string[], desc: boolean) =>
    [...list].sort((a, b) => (a === b ? 0 : a > b !== desc ? 1 : -1));
  await expect
    .poll(async () => {
      const shown = await emails();
      return shown.length > 2 && shown.join() === ordered(shown, false).join();
    })
    .toBe(true);
  await table.getByRole('button', { name: 'Email' }).click();
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect
    .poll(async () => {
      const shown = await emails();
      return shown.length > 2 && shown.join() === ordered(shown, true).join();
    })
    .toBe(true);
  await page.getByLabel('Filter').fill('cy.check');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Filter').fill('nobody at all');
  await expect(
    page.getByRole('status').filter({ hasText: 'No staff account matches' }),
  ).toBeVisible();
  await page.getByLabel('Filter').fill('');

  // Change the role.
  await row.getByRole('button', { name: `Change role of ${boxOffice.name}` }).click();
  const roleDialog = page.getByRole('dialog', { name: `Change the role of ${boxOffice.name}` });
  await roleDialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-change-role');
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog).toHaveCount(0);
  await expect(page.getByText('Bo Office is now Manager.')).toBeVisible();
  await expect(row).toContainText('Manager');

  // Deactivate, after confirming.
  await row.getByRole('button', { name: `Deactivate ${boxOffice.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${boxOffice.name}?` });
  await expect(confirm).toContainText('can no longer log in');
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-deactivate-confirm');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: `Reactivate ${boxOffice.name}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The audit log has each change, before and after in words, newest first.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // This admin's own actions: journeys on the other worker write to the same log meanwhile.
  await chooseFilter(page, 'Staff member', `Shell Admin (${e2eShellAdmin.email})`);
  const log = page.getByRole('table', { name: 'Audit log entries, newest first' });
  const entries = log.getByRole('row');
  await expect(entries.nth(1)).toContainText('Staff account changed');
  await expect(entries.nth(1)).toContainText('Active');
  // 'changed to' is for screen readers; the eye sees the arrow.
  await expect(entries.nth(1)).toContainText(/Yes →\s*changed to No/);
  await expect(entries.nth(2)).toContainText(/Box office →\s*changed to Manager/);
  await expect(entries.nth(3)).toContainText('Staff member invited');
  await expect(entries.nth(3)).toContainText(checkIn.email);
  await expect(entries.nth(4)).toContainText(boxOffice.email);
  await expect(entries.nth(1)).toContainText(e2eShellAdmin.email);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
    /Showing 1–\d+ of \d+ · page 1 of \d+/,
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'audit-log');
  // Filtered by action: only invitations; then creations, the first admins' (the command line).
  await page.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('option', { name: 'Staff member invited' }).click();
  await expect(entries.filter({ hasText: checkIn.email })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Staff account changed' })).toHaveCount(0);
  await chooseFilter(page, 'Staff member', 'All');
  await page.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('option', { name: 'Staff account created' }).click();
  await expect(entries.filter({ hasText: 'Command line' }).first()).toBeVisible();
  await page.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('option', { name: 'Recovery code used' }).click();
  await expect(entries.nth(1)).toContainText('Recovery code used');
  await expect(entries.nth(1)).toContainText(e2eShellAdmin.email);
  await page.getByRole('button', { name: /Entity/ }).click();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
});

test('a staff member who is not an admin sees no Staff link and is refused the page @desktop-only', async ({
  page,
}) => {
  // The invited member sets the password through the e-mailed link first.
  await page.goto(await linkFromOutbox(page, checkIn.email, /back office account/));
  await page.getByLabel('New password').fill(firstPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set.');
  await logIn(page, checkIn.email, firstPassword);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${checkIn.name}` }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto('/admin/staff');
  await expect(page.getByRole('alert')).toContainText('Your role does not allow this.');
  await expect(page.getByRole('button', { name: 'New staff member' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-forbidden');

  // 'Log out' ends this session: the back office asks for the login again.
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/api/v1/admin/session')).status()).toBe(401);
});

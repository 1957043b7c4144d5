import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInAdminThroughApi } from './support/staff-journeys.ts';
import { nextTwoFactorCode } from './support/two-factor-codes.ts';

// One admin account, so one project sets its two-factor up: the journey runs on the desktop.
test('an admin logs in at /admin/login with the code of an authenticator app @desktop-only', async ({
  page,
  request,
}) => {
  const { email } = e2eAdmin;
  // Two-factor set up through the API, as the admin app's setup page will do it.
  const { secret } = await logInAdminThroughApi(request, e2eAdmin);

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await expect(page).toHaveTitle(/^Staff Login/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);
  // The next step's code: the one the setup used is spent.
  await code.fill(await nextTwoFactorCode(secret));
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, E2E Admin' })).toBeVisible();
  await expect(page.getByText('You are logged in as Admin.')).toBeVisible();
  await expectNoAxeViolations(page);
  const session = await page.request.get('/api/v1/admin/session');
  expect((await session.json()).data.staff.email).toBe(email);
});

test('the staff login works with the keyboard alone @desktop-only', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('nobody@wasatchlegacy.org');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Whatever-password-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Your email or password is incorrect.');
});

test('a wrong password is refused in words, and an empty form names its fields', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Required')).toHaveCount(2);
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your email or password is incorrect.');
  await expect(page.getByLabel('Authentication code')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

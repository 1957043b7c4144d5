import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { e2eShellAdmin } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** The code an authenticator app shows `offsetSeconds` from now. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** Screenshots of a page state at a laptop's and a tablet's width, to look at by eye. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({
      path: `test-results/admin-shots/${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

// The shell admin is set up once, so the journey runs on the desktop.
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
  await page.getByLabel('Authentication code').fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('alert')).toContainText('Save these recovery codes now');
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await expectNoAxeViolations(page);
  await shoot(page, 'two-factor-recovery-codes');

  await page.getByRole('link', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Shell Admin' })).toBeVisible();
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
  await page.getByLabel('Authentication code').fill(await codeAt(secret, 30));
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByText('Two-factor authentication is already set up.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toContainText('Home');
});

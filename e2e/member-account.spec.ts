import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { emailLinkPath } from './support/outbox.ts';
import { uniqueEmail } from './support/pass-holders.ts';

const PASSWORD = 'Snowfall2026';
const NEW_PASSWORD = 'Avalanche2027';

/** An account made through the API, as an earlier visit would have made it. */
async function registerThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/v1/memberships/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function logIn(page: Page, email: string, password: string) {
  const login = page.getByRole('region', { name: 'Log In' });
  await login.getByRole('textbox', { name: /^Email/ }).fill(email);
  await login.getByLabel(/^Password/).fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
}

test('a visitor registers, logs out, and logs in again', async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('grace');
  await page.goto('/member/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
  await expectNoAxeViolations(page);

  const registration = page.getByRole('region', { name: 'Create an Account' });
  await registration.getByRole('button', { name: 'Create Account' }).click();
  await expect(registration.getByText('Required')).toHaveCount(5);
  await expectNoAxeViolations(page);

  await registration.getByRole('textbox', { name: /^First name/ }).fill('Grace');
  await registration.getByRole('textbox', { name: /^Last name/ }).fill('Hopper');
  await registration.getByRole('textbox', { name: /^Email/ }).fill(email);
  await registration.getByLabel(/^Password/).fill(PASSWORD);
  await registration.getByLabel(/^Confirm password/).fill(PASSWORD);
  await registration.getByRole('button', { name: 'Create Account' }).click();
  // Nothing said where to go: the activities.
  await expect(page).toHaveURL(/\/activities$/);

  await page.goto('/member/login');
  await expect(page.getByText('You are logged in as Grace Hopper.')).toBeVisible();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/member\/login$/);
  await expect(page.getByText(/You are logged in as/)).toHaveCount(0);

  await logIn(page, email, 'WrongPassword1');
  await expect(page.getByRole('region', { name: 'Log In' }).getByRole('alert')).toHaveText(
    'Your email or password is incorrect.',
  );
  await expectNoAxeViolations(page);
  await page.goto('/member/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/activities$/);
});

test('a member resets a forgotten password through the e-mailed link', async ({
  page,
  request,
}) => {
  // Password hashing and the outbox worker take their time on a busy machine.
  test.setTimeout(90_000);
  const email = uniqueEmail('dana');
  await registerThroughApi(request, email);

  await page.goto('/member/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/member\/lookup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We have sent a password reset link' }),
  ).toContainText('We have sent a password reset link to the email provided.');
  await expectNoAxeViolations(page);

  const resetLink = await emailLinkPath(
    page,
    email,
    'Reset your password',
    'Choose a New Password',
  );
  expect(resetLink).toContain('/reset-password?token=');
  await page.goto(resetLink);

  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Required')).toHaveCount(2);
  await page.getByLabel(/^New password/).fill('lowercase only');
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/member\/login$/);
  await expect(page.getByText('You successfully reset your password.')).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/activities$/);

  // The link works once.
  await page.goto(resetLink);
  await page.getByLabel(/^New password/).fill('Another2028');
  await page.getByLabel(/^Confirm new password/).fill('Another2028');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'We are unable to reset your password at this time. Please contact customer service.',
  );
  await expectNoAxeViolations(page);
});

test(
  'logging in works with the keyboard alone',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    const email = uniqueEmail('keys');
    await registerThroughApi(request, email);
    await page.goto('/member/login');
    const emailField = page.getByRole('region', { name: 'Log In' }).getByRole('textbox', {
      name: /^Email/,
    });
    for (
      let i = 0;
      i < 40 && !(await emailField.evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab');
    await expect(emailField).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/activities$/);
  },
);

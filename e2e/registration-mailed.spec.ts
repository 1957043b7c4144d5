import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { shootPage } from './support/shots.ts';

/**
 * Registering with an e-mail that already has an account: the server answers as for a new one
 * and e-mails the address's owner; the page says a message was sent there, and shows nobody
 * logged in (no "Account: …" that a page then takes back by asking to log in).
 */
test('registering with an e-mail that has an account says a message was sent', async ({
  page,
}, testInfo) => {
  await page.goto('/member/login');
  const registration = page.getByRole('region', { name: 'Create an Account' });
  await registration.getByRole('textbox', { name: /^First name/ }).fill('Dana');
  await registration.getByRole('textbox', { name: /^Last name/ }).fill('Again');
  await registration.getByRole('textbox', { name: /^Email/ }).fill('demo@wasatchlegacy.org');
  await registration.getByLabel(/^Password/).fill('Snowfall2026');
  await registration.getByLabel(/^Confirm password/).fill('Snowfall2026');
  await registration.getByRole('button', { name: 'Create Account' }).click();

  const message = page.getByRole('status').filter({ hasText: 'Please check your email.' });
  await expect(message).toContainText(
    'We have sent a message to demo@wasatchlegacy.org about your account. Please follow it to continue.',
  );
  await expect(page).toHaveURL(/\/member\/login$/);
  await expect(page.getByRole('banner')).not.toContainText('Account:');
  await expect(page.getByText(/You are logged in as/)).toHaveCount(0);
  // Nor does it say the address is registered already.
  await expect(page.getByText(/already/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shootPage(page, `registration-mailed-${testInfo.project.name}`, {
    widths: [page.viewportSize()!.width],
  });
});

/** The development outbox (`/dev/outbox`): the e-mails the shop sent, as journeys read them. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The newest e-mail to `email` with `subject`, once the outbox shows it. */
async function findEmail(page: Page, email: string, subject: string | RegExp): Promise<Locator> {
  const message = page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: subject })
    .first();
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(message).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return message;
}

/**
 * The link named `button` in that e-mail, as a path and query: the e-mail names the configured
 * public address, and the journey follows it on this server.
 */
export async function emailLinkPath(
  page: Page,
  email: string,
  subject: string | RegExp,
  button: string,
): Promise<string> {
  const message = await findEmail(page, email, subject);
  await page.goto((await message.getAttribute('href')) ?? '');
  const link = new URL((await page.getByRole('link', { name: button }).getAttribute('href')) ?? '');
  return `${link.pathname}${link.search}`;
}

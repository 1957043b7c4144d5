/**
 * A renewal from its reminder (issue 31): the demo household whose Dual Pass ends 25 days after
 * the shop's first start gets the 30-day reminder in the outbox; its link opens the membership
 * with the same household filled in, and the renewed pass runs on from the old expiry date.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDaysToIsoDate } from '@shop/core/shop-time';
import { expectNoAxeViolations } from './support/axe.ts';
import { detail, fillBilling } from './support/billing-form.ts';
import { json } from './support/shop-orders.ts';

// The demo data's renewal household (apps/server/src/seed/demo-accounts.ts).
const CASEY = { email: 'renewal@wasatchlegacy.org', password: 'Sunrise2026!' };

interface HeldPass {
  product: string;
  startsOn: string;
  expiresOn: string;
}

/** Casey's passes, as the account page reads them. */
async function caseysPasses(request: APIRequestContext): Promise<HeldPass[]> {
  const session = await json<{ data: { attributes: { token: string } } }>(
    await request.post('/api/v1/login', { data: CASEY }),
  );
  const passes = await json<{
    data: { attributes: { holders: { firstName: string; passes: HeldPass[] }[] } };
  }>(
    await request.get('/api/v1/account/passes', {
      headers: { authorization: `Bearer ${session.data.attributes.token}` },
    }),
  );
  return passes.data.attributes.holders.find((holder) => holder.firstName === 'Casey')!.passes;
}

test('the renewal e-mail’s link renews the same household from the old expiry date @desktop-only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [current] = await caseysPasses(request);
  expect(current!.product).toBe('Dual Pass');

  // The worker queued the 30-day reminder at start; the outbox has it.
  const reminder = page
    .getByRole('row')
    .filter({ hasText: CASEY.email })
    .getByRole('link', { name: /^Your Dual Pass ends on / });
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(reminder).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.goto((await reminder.getAttribute('href'))!);
  const renew = page.getByRole('link', { name: 'Renew Your Membership' });
  await page.goto(new URL((await renew.getAttribute('href'))!).pathname);

  // The membership asks for the login first, then opens with the household filled in.
  await expect(page).toHaveURL(/\/member\/login$/);
  const login = page.getByRole('region', { name: 'Log In' });
  await login.getByRole('textbox', { name: /^Email/ }).fill(CASEY.email);
  await login.getByLabel(/^Password/).fill(CASEY.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/memberships\/\d+$/);
  const form = page.getByRole('form', { name: 'Member details' });
  const firstNames = form.getByRole('textbox', { name: /^First name/ });
  await expect(firstNames).toHaveCount(2);
  await expect(firstNames.nth(0)).toHaveValue('Casey');
  await expect(firstNames.nth(1)).toHaveValue('Sam');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Continue to Add-Ons' }).click();
  await expect(page).toHaveURL(/\/memberships\/\d+\/add-ons$/);
  await page.getByRole('button', { name: 'Continue to Billing' }).click();

  await expect(page).toHaveURL(/\/memberships\/\d+\/billing$/);
  await fillBilling(page, {
    contact: { firstName: 'Casey', lastName: 'Morgan', email: CASEY.email },
    card: '4111111111111111',
  });
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(/\/memberships\/confirmation\/[\w-]+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pass Holders' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(detail(page, 'Valid Through')).not.toBeEmpty();

  // The new pass starts the day after the old one ends, not today.
  const passes = await caseysPasses(request);
  const renewed = passes.find((pass) => pass.startsOn !== current!.startsOn)!;
  expect(renewed.startsOn).toBe(addDaysToIsoDate(current!.expiresOn, 1));
  expect(renewed.expiresOn > current!.expiresOn).toBe(true);
});

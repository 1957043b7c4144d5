/**
 * A membership order is charged the total its visitor was shown (decision 112): an admin raises a
 * membership's price while a visitor is on its billing page; the visitor's "Submit Order" is
 * refused before any charge, the flash tells the new total and the summary shows it, and the next
 * "Submit Order" places the order at that total. The membership is the journey's own, made
 * through the back office's API, so no other journey's prices move.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import type { AdminMembership, MembershipBody } from '@shop/core/membership-admin-api';
import { e2eRepriceAdmin } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillBilling } from './support/billing-form.ts';
import { fillPrimaryContact, logInNewMember, typeDate } from './support/member-details.ts';
import { uniqueEmail } from './support/pass-holders.ts';
import { json } from './support/shop-orders.ts';
import { shootPage } from './support/shots.ts';
import { logInAdminThroughApi, readCsrfToken } from './support/staff-journeys.ts';

/** The flash box's words as the visitor reads them (decision 112). */
const totalChanged = {
  title: 'Your Total Has Changed',
  message:
    'The prices or the promo code changed since this page showed your total. The new total is $60.00, and nothing was charged. Please review it, then submit your order again.',
};

/** A membership of the journey's own: $50, no tax, no secondary members, no add-ons. */
function newMembership(stamp: number): MembershipBody {
  return {
    centamanId: `reprice-${stamp}`,
    name: `Ridgeline Pass ${stamp}`,
    package: null,
    displayName: `Ridgeline Pass ${stamp}`,
    description: 'A year on the ridgeline trails for one adult.',
    location: null,
    membershipImage: '/images/memberships/museum-pass.svg',
    // Last in the shop's list, after the demo memberships other journeys choose from.
    position: 10_000,
    active: true,
    main: false,
    featured: false,
    addOn: false,
    primaryOptions: { centamanId: `reprice-${stamp}-p`, displayName: 'Ridgeline Pass', price: 50 },
    taxRatePercent: 0,
    secondaryOptions: null,
    durationMonths: 12,
    waiverLink: null,
    addOns: [],
  };
}

/** A change under /api/v1/admin as the admin logged in on `admin`, with its CSRF token. */
async function adminChange(
  admin: APIRequestContext,
  method: 'post' | 'patch',
  path: string,
  data: object,
) {
  return admin[method](`/api/v1/admin${path}`, {
    headers: { 'x-csrf-token': await readCsrfToken(admin) },
    data,
  });
}

/** Presses "Submit Order" and answers the shop's answer to the order it sent. */
async function submitOrder(page: Page, submit: Locator) {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/api/v1/memberships/orders.json'),
  );
  await submit.click();
  return answer;
}

/** The order the page sent, as `POST /memberships/orders.json` has it. */
const orderSent = (response: Response) =>
  (response.request().postDataJSON() as { order: { expectedTotal?: number } }).order;

test('a membership whose price changed on its billing page is refused, shown anew, then bought at the new total @desktop-only', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The admin logs in with two-factor, as an admin must (decision 080), through the API: the
  // journey's browser is the visitor's.
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  await logInAdminThroughApi(admin, e2eRepriceAdmin);
  const made = await adminChange(admin, 'post', '/memberships', newMembership(Date.now()));
  expect(made.status(), await made.text()).toBe(201);
  const membership = ((await made.json()) as { data: AdminMembership }).data;
  expect(membership).toMatchObject({ active: true, orders: 0, primaryOptions: { price: 50 } });

  // The visitor, in the journey's own browser context, reaches the billing page at $50.
  const email = uniqueEmail('repriced');
  await logInNewMember(page, page.request, email);
  await page.goto(`/memberships/${membership.id}`);
  const form = page.getByRole('form', { name: 'Member details' });
  await expect(form.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
  await typeDate(page, form.getByRole('group', { name: /^Date of birth/ }).first(), '03151985');
  await fillPrimaryContact(page, form);
  await form.getByRole('button', { name: 'Continue to Billing' }).click();

  const billingUrl = new RegExp(`/memberships/${membership.id}/billing$`);
  await expect(page).toHaveURL(billingUrl);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const total = summary.locator('dt:text-is("Total") + dd');
  await expect(summary).toContainText('1 × Ridgeline Pass');
  await expect(total).toHaveText('$50.00');

  // Meanwhile the back office raises the price. The page keeps the checkout it priced, so the
  // visitor still sees $50.
  const changed = await adminChange(admin, 'patch', `/memberships/${membership.id}`, {
    primaryOptions: { ...membership.primaryOptions, price: 60 },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  expect(((await changed.json()) as { data: AdminMembership }).data.primaryOptions.price).toBe(60);
  await expect(total).toHaveText('$50.00');

  // The order the visitor was shown at $50 is refused: nothing charged, the new total told.
  await fillBilling(page, { contact: { lastName: 'Lovelace', email }, card: '4111111111111111' });
  const submit = page.getByRole('button', { name: 'Submit Order' });
  const refused = await submitOrder(page, submit);
  expect(refused.status()).toBe(409);
  expect(orderSent(refused).expectedTotal).toBe(50);
  const flash = page.getByRole('alert').filter({ hasText: totalChanged.title });
  await expect(flash.getByRole('heading', { name: totalChanged.title })).toBeVisible();
  await expect(flash.getByRole('paragraph')).toHaveText(totalChanged.message);
  // Focus moves to the flash, so that the visitor hears it.
  await expect(flash).toBeFocused();
  // The summary beside it is priced again, and the visitor is still on the billing page.
  await expect(total).toHaveText('$60.00');
  await expect(page).toHaveURL(billingUrl);
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);
  await shootPage(page, 'membership-repriced-total-changed');

  // Submitted again, the order is placed at the total now shown.
  const placed = await submitOrder(page, submit);
  expect(placed.status()).toBe(201);
  expect(orderSent(placed).expectedTotal).toBe(60);
  await expect(page).toHaveURL(/\/memberships\/confirmation\/[\w-]+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receipt' }).locator('dl > div')).toHaveText([
    /^1 × Ridgeline Pass\$60\.00$/,
    /^Total Paid\$60\.00$/,
  ]);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('$60.00 USD');

  // One order sold it: the refused submit placed none.
  const products = await json<{ data: AdminMembership[] }>(
    await admin.get('/api/v1/admin/memberships'),
  );
  expect(products.data.find((product) => product.id === membership.id)?.orders).toBe(1);
  await admin.dispose();
});

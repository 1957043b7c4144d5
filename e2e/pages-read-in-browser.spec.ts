/**
 * The pages the browser reads (the cart, an order's pages, a member's card) first show a loading
 * state, then what they loaded. Opened afresh on a phone, nothing on the screen may move as one
 * replaces the other: not the footer, which a short loading state pulled into view and a taller
 * page pushed out again, nor the page under a heading that grew or shrank (root-layout.tsx).
 */
import { expect, test } from '@playwright/test';
import { readLayoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';
import { buySkateOrder, skateDay } from './support/order-edits.ts';
import { findMembershipId, logInNewMember } from './support/member-details.ts';
import { cardCodeOf, memberWithDualPass, uniqueEmail } from './support/pass-holders.ts';

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  await recordLayoutShifts(page);
});

test('an empty cart opened afresh on a phone moves nothing on the screen', async ({ page }) => {
  // Its loading state is taller than the screen, the empty cart far shorter.
  await page.goto('/activities/cart');
  await expect(page.getByText('Your Cart is Empty!')).toBeVisible();
  expect(await readLayoutShifts(page)).toEqual([]);
});

test('an order’s thank-you page and its change, opened afresh on a phone, move nothing on the screen', async ({
  page,
  request,
}, testInfo) => {
  const day = await skateDay(request, testInfo, 13);
  const order = await buySkateOrder(request, day.activityId, day.sessions[0]!);

  // A placeholder holds the line under the heading until the order is in.
  await page.goto(`/orders/confirmation/${order.token}`);
  await expect(page.getByText('Your order has been received.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(order.receipt);
  expect(await readLayoutShifts(page)).toEqual([]);

  // The heading keeps its one line until the receipt's number is in.
  await page.goto(`/orders/${order.token}/edit`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Receipt #${order.receipt}` }),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Public Skate' })).toBeVisible();
  expect(await readLayoutShifts(page)).toEqual([]);
});

test('a member’s card opened afresh on a phone moves nothing on the screen', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('steady-card');
  await memberWithDualPass(request, email);
  await page.goto(`/member/cards/${await cardCodeOf(request, email, 'Theo')}`);
  await expect(page.getByText('Theo Ridge')).toBeVisible();
  expect(await readLayoutShifts(page)).toEqual([]);
});

test('a membership’s details opened afresh on a phone keep their steps in place', async ({
  page,
  request,
}) => {
  await logInNewMember(page, request, uniqueEmail('steady-steps'));
  await page.goto(`/memberships/${await findMembershipId(request, 'Family Pass')}`);
  await expect(page.getByRole('form', { name: 'Member details' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Membership steps' }).getByRole('listitem');
  await expect(steps).toHaveText([/Details/, /Add-Ons/, /Billing/]);
  // The member's menu button comes into the header once the page has run, as the member's
  // session is in the browser's storage (decision 117): only the header may move.
  const shifts = await readLayoutShifts(page);
  expect(
    shifts.flatMap((shift) => shift.sources).filter((name) => !name.startsWith('HEADER')),
  ).toEqual([]);
});

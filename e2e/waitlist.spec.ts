/**
 * A sold-out time's waiting list (issue 34, decision 103): a visitor joins from the calendar; a
 * refund frees the two places; the shop holds them for the first in line and e-mails the cart's
 * link; another visitor still finds the time sold out while the first buys them.
 */
import { expect, test } from '@playwright/test';
import { e2eWaitlistAdmin } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { shootPage } from './support/shots.ts';
import { fillBilling } from './support/billing-form.ts';
import { emailLinkPath } from './support/outbox.ts';
import { buySkatePlaces, json, sessionsOn, skateActivityId } from './support/shop-orders.ts';
import { logInAdminThroughApi } from './support/staff-journeys.ts';
import { dayCell, longDateOf, pickDate, shopDate, untilHydrated } from './support/ticket-flow.ts';
import { refundOrder } from './support/waitlist-journeys.ts';

const widths = [1280, 375];

test('a visitor joins a sold-out time’s waiting list and buys the places a refund frees, held for them alone; a manager offers a place by hand @desktop-only', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  const { send } = await logInAdminThroughApi(admin, e2eWaitlistAdmin);
  const activityId = await skateActivityId(admin);
  // A day of its own, beyond the days other journeys book: a session of three places, which
  // sells out, and one with places, so the day stays open on the calendar.
  const day = shopDate(45);
  await send('/activity-times', {
    activityId,
    date: day,
    startTime: '21:10',
    endTime: '21:40',
    capacity: 3,
    cutoffHours: 0,
  });
  await send('/activity-times', {
    activityId,
    date: day,
    startTime: '21:50',
    endTime: '22:20',
    capacity: 20,
    cutoffHours: 0,
  });
  const small = (await sessionsOn(admin, activityId, day)).find((s) => s.startTime === '21:10')!;
  const buyer = await playwright.request.newContext({ baseURL: baseURL! });
  const buy = (quantity: number) =>
    buySkatePlaces(buyer, {
      email: `first.buyer.${Date.now()}@example.org`,
      activityId,
      session: small,
      quantity,
    });
  const order = await buy(2);
  const lastPlace = await buy(1);

  // The visitor finds 9:10 PM sold out and joins its waiting list for both places.
  const email = `waiting.${Date.now()}@example.org`;
  await page.goto(`/activities/${activityId}`);
  await pickDate(page, day);
  const list = page.getByRole('region', { name: 'Sold out? Join the waiting list' });
  await list.getByRole('button', { name: 'Join the Waiting List' }).click();
  await list.getByRole('textbox', { name: 'Email' }).fill(email);
  await list.getByRole('textbox', { name: 'Places' }).fill('2');
  await expectNoAxeViolations(page);
  await shootPage(page, 'join-form', { widths, part: list });
  await list.getByRole('button', { name: 'Join the Waiting List' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are number 1 on the waiting list.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The e-mail's link shows the place in line.
  const entryLink = await emailLinkPath(
    page,
    email,
    'You are on the waiting list for Public Skate',
    'See Your Place',
  );
  expect(entryLink).toMatch(/^\/waitlist\/[\w-]+$/);
  await page.goto(entryLink);
  await expect(page.getByRole('heading', { name: 'You are number 1 in line' })).toBeVisible();
  await expect(page.getByText('2 places', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shootPage(page, 'entry-in-line', { widths });

  // The first buyer's order is refunded: its two places come back, and go to the waiting list.
  const refund = (orderId: number) => refundOrder(admin, orderId);
  await refund(order.id);
  const cartLink = await emailLinkPath(
    page,
    email,
    'Places for Public Skate are held for you',
    'Buy Your Tickets',
  );
  expect(cartLink).toMatch(/^\/activities\/cart\?cartToken=/);

  // The entry's page says the places are held, with the cart's link.
  await page.goto(entryLink);
  await expect(page.getByRole('heading', { name: 'Places are held for you' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy Your Tickets' })).toHaveAttribute(
    'href',
    cartLink,
  );
  await expectNoAxeViolations(page);
  await shootPage(page, 'entry-offered', { widths });

  // The back office's guest list shows the offer on the session's waiting list.
  const office = await browser.newContext({ storageState: await admin.storageState() });
  const officePage = await office.newPage();
  await officePage.goto(`/admin/sessions/${small.id}/guests`);
  const waitlist = officePage.getByRole('region', { name: 'Waiting list' });
  await expect(
    waitlist
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: 'Places held: 2 places until' }),
  ).toBeVisible();
  await expectNoAxeViolations(officePage);
  await shootPage(officePage, 'back-office-list', { widths });

  // Everyone else still finds the time sold out.
  const other = await playwright.request.newContext({ baseURL: baseURL! });
  const seen = (await sessionsOn(other, activityId, day)).find((s) => s.id === small.id)!;
  expect(seen).toMatchObject({ soldOut: true, vacancy: 0 });

  // The cart holds exactly the two places; the visitor pays for them.
  await page.goto(cartLink);
  await expect(page.getByRole('heading', { name: 'Public Skate' }).first()).toBeVisible();
  await expect(page.getByText('2 × Skate Admission').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).first().click();
  await fillBilling(page, { card: '4111 1111 1111 1111', contact: { email } });
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(/\/orders\/confirmation\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();

  // Sold out again. A second visitor waits for two places, not fewer; a refund frees one, which
  // the rounds pass over, and the manager offers it to them by hand.
  const second = `second.${Date.now()}@example.org`;
  await json(
    await other.post(
      `/api/v1/ticketing/activities/${activityId}/activity_times/${small.id}/waitlist`,
      { data: { email: second, places: 2 } },
    ),
  );
  await refund(lastPlace.id);
  await officePage.reload();
  const row = waitlist.getByRole('row').filter({ hasText: second });
  await expect(row).toContainText('Waiting, number 1');
  await row.getByRole('button', { name: `Offer Now to ${second}` }).click();
  await expect(waitlist.getByRole('status')).toHaveText(
    `1 place is held for ${second}, who was e-mailed.`,
  );
  await expect(row).toContainText('Places held: 1 place until');
  await expectNoAxeViolations(officePage);
  await office.close();
});

test('a day whose every time is sold out, and a dropdown’s sold-out session, take a waiting list too; a member joins with one press', async ({
  page,
  request,
}) => {
  const activities = await json<{ data: { id: number; attributes: { displayName: string } }[] }>(
    await request.get('/api/v1/ticketing/activities'),
  );
  const idOf = (name: string) => activities.data.find((a) => a.attributes.displayName === name)!.id;

  // The demo's zipline is sold out four days ahead: that day cannot be chosen, but its times'
  // waiting list is offered beside the month.
  await page.goto(`/activities/${idOf('Extreme Zipline Tour')}`);
  // The day may be in this month, with no Next pressed first: the page must answer presses.
  await untilHydrated(page);
  for (let i = 0; i < 3 && !(await dayCell(page, shopDate(4)).isVisible()); i++) {
    await page.getByRole('button', { name: 'Next' }).first().click();
  }
  await expect(dayCell(page, shopDate(4))).toHaveAttribute('aria-disabled', 'true');
  const list = page.getByRole('region', { name: 'Sold out? Join the waiting list' });
  await list.getByRole('button', { name: 'Join the Waiting List' }).click();
  await list.getByRole('button', { name: /Time$/ }).click();
  // Times of another day than the chosen one name their day: 'December 4, 2026, 10:00 AM - …'.
  const day = longDateOf(shopDate(4)).replace(/^\w+, /, '');
  await expect(page.getByRole('option', { name: new RegExp(`^${day}, `) }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  // A logged-in member joins a dropdown activity's sold-out session with one press: the list
  // sits under the dropdown, and their address is known.
  const email = `member.${Date.now()}@example.org`;
  const registered = await json<{ data: { attributes: unknown } }>(
    await request.post('/api/v1/memberships/register', {
      data: {
        firstName: 'Wren',
        lastName: 'Waiting',
        email,
        password: 'Groomed-Trail-2026!',
        passwordConfirmation: 'Groomed-Trail-2026!',
      },
    }),
  );
  // Stored as the login form stores a member's session.
  await page.evaluate(
    (session) => localStorage.setItem('wasatch-shop:member', JSON.stringify(session)),
    registered.data.attributes,
  );
  await page.goto(`/activities/${idOf('Tubing Hill Session')}`);
  const memberList = page.getByRole('region', { name: 'Sold out? Join the waiting list' });
  await expect(memberList).toContainText(`We will e-mail ${email}.`);
  await expectNoAxeViolations(page);
  await memberList.getByRole('button', { name: 'Join the Waiting List' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `on the waiting list. We e-mailed ${email}` }),
  ).toBeVisible();
});

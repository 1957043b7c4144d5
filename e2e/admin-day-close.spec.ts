/**
 * A box-office clerk's day (issue 30): an admin invites the clerk by e-mail, the clerk sets a
 * password through the link and turns two-factor on, sells at the window in cash and by card,
 * refunds one named ticket, and closes the day with the cash counted, the figures matching the
 * orders; the admin then resets the clerk's two-factor and the clerk enrols again. The reports
 * and the orders list then show the day by payment method and seller. Axe on every state.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { dayCloseTexts } from '@shop/core/day-close-api';
import { e2eDayCloseAdmin } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { json, sessionsOn, skateActivityId } from './support/shop-orders.ts';
import {
  linkFromOutbox,
  logInAdminThroughApi,
  logInStaff,
  postOnce,
  turnOnTwoFactor,
} from './support/staff-journeys.ts';
import { denverToday, openedAttendeeDialog, waitForRoomLeftToday } from './support/ticket-flow.ts';
import { shootPage } from './support/shots.ts';
import { nextTwoFactorCode } from './support/two-factor-codes.ts';

const clerk = { name: 'Dora Drawer', email: 'dora.drawer@wasatchlegacy.org' };
const clerkPassword = 'Count-The-Till-7!';
/** The journey's own sessions today, late, on sale until they start. */
const lateSkate = { startTime: '23:54', endTime: '23:55', label: /^11:54 PM/ };
const lateClass = { startTime: '23:50', endTime: '23:52', label: /^11:50 PM/ };

const shoot = (page: Page, name: string) => shootPage(page, `day-${name}`);

/** The page scrolls sideways when its content is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function fillCard(payment: Locator, number: string) {
  await payment.getByLabel('Credit card number').fill(number);
  await payment.getByLabel('Expiration month').fill('12');
  await payment.getByLabel('Expiration year').fill('2031');
  await payment.getByLabel('Security code').fill('123');
}

/** The sale just completed: its order's id, receipt and what was paid. */
async function completedSale(page: Page) {
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(page.getByRole('heading', { name: 'Sale complete' })).toBeVisible();
  const link = done.getByRole('link').first();
  const orderId = Number((await link.getAttribute('href'))!.split('/').pop());
  const order = await json<{ data: { receipt: string; totalPaidCents: number } }>(
    await page.request.get(`/api/v1/admin/orders/${orderId}`),
  );
  return { orderId, receipt: order.data.receipt, totalPaidCents: order.data.totalPaidCents };
}

/**
 * A cash sale of one Skate Admission at a session of today, made by the admin through the API at
 * another window: the day's cash changes while the clerk counts. Answers what was paid, in cents.
 */
async function sellOneForCash(adminApi: APIRequestContext, activityTimeId: number) {
  const sessions = await sessionsOn(adminApi, await skateActivityId(adminApi), denverToday());
  const session = sessions.find((time) => time.id === activityTimeId)!;
  const ticketId = session.tickets!.find((ticket) => ticket.displayName === 'Skate Admission')!.id;
  const cart = await postOnce<{ data: { token: string; total: number } }>(
    adminApi,
    '/walk-up/carts',
    { activityTimeId, tickets: [{ ticketId, quantity: 1 }] },
  );
  const sale = await postOnce<{ data: { totalPaidCents: number } }>(adminApi, '/walk-up/sales', {
    cartToken: cart.data.token,
    buyer: { firstName: 'Walt', lastName: 'Window' },
    // The cart's total is in dollars; cash is counted in cents.
    payment: { method: 'cash', tenderedCents: Math.round(cart.data.total * 100) },
  });
  return sale.data.totalPaidCents;
}

test.describe.configure({ timeout: 360_000 });

test('a clerk invited by e-mail sells, refunds a named ticket and closes the till; a two-factor reset makes the clerk enrol again @desktop-only', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  await waitForRoomLeftToday(testInfo, '23:50');
  // The admin's set-up through the API: today's late Public Skate and Learn to Skate sessions.
  const adminApi = await playwright.request.newContext({ baseURL: baseURL! });
  const { send: asAdmin, secret: adminSecret } = await logInAdminThroughApi(
    adminApi,
    e2eDayCloseAdmin,
  );
  const classActivity = (
    await json<{ data: { id: number; attributes: { displayName: string } }[] }>(
      await adminApi.get('/api/v1/ticketing/activities'),
    )
  ).data.find((activity) => activity.attributes.displayName === 'Learn to Skate Class')!;
  const sessionIds: number[] = [];
  for (const [activityId, times] of [
    [await skateActivityId(adminApi), lateSkate],
    [classActivity.id, lateClass],
  ] as const) {
    const created = (await asAdmin('/activity-times', {
      activityId,
      date: denverToday(),
      startTime: times.startTime,
      endTime: times.endTime,
      capacity: 20,
      cutoffHours: 0,
    })) as { data: { id: number } };
    sessionIds.push(created.data.id);
  }

  // The admin invites the clerk from the Staff page.
  await logInStaff(page, e2eDayCloseAdmin, await nextTwoFactorCode(adminSecret));
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'New staff member' }).click();
  const invite = page.getByRole('dialog', { name: 'New staff member' });
  await invite.getByLabel('Name').fill(clerk.name);
  await invite.getByLabel('Email').fill(clerk.email);
  await invite.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Box office' }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText(`An invitation is on its way to ${clerk.email}, as Box office.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The clerk sets a password through the e-mailed link, logs in and turns two-factor on.
  const clerkContext = await browser.newContext();
  const till = await clerkContext.newPage();
  await till.goto(await linkFromOutbox(till, clerk.email, /back office account/));
  await till.getByLabel('New password').fill(clerkPassword);
  await till.getByRole('button', { name: 'Set password' }).click();
  await expect(till.getByRole('status')).toContainText('Your password is set.');
  await expectNoAxeViolations(till);
  await logInStaff(till, { email: clerk.email, password: clerkPassword });
  await till
    .getByRole('group', { name: 'Your account' })
    .getByRole('link', { name: 'Two-factor' })
    .click();
  await turnOnTwoFactor(till);
  await expectNoAxeViolations(till);
  const nav = till.getByRole('navigation', { name: 'Back office' });

  // A cash sale of two skate tickets at the window.
  await nav.getByRole('link', { name: 'Walk-up sale' }).click();
  await till
    .getByRole('group', { name: 'Public Skate' })
    .getByRole('radio', { name: lateSkate.label })
    .check();
  const tickets = till.getByRole('form', { name: /2\. Tickets for/ });
  await tickets.getByRole('button', { name: 'Increase' }).first().click();
  await tickets.getByRole('button', { name: 'Increase' }).first().click();
  await tickets.getByRole('button', { name: 'Hold 2 tickets' }).click();
  await expect(till.getByText('Tickets held')).toBeVisible({ timeout: 30_000 });
  const payment = till.getByRole('form', { name: '3. Buyer and payment' });
  await payment.getByLabel('First name').fill('Cass');
  await payment.getByLabel('Last name').fill('Cashwell');
  await payment.getByRole('textbox', { name: /Amount tendered/ }).fill('200');
  await expect(payment.getByText(/Change to give: \$\d+\.\d\d/)).toBeVisible();
  await expectNoAxeViolations(till);
  await payment.getByRole('button', { name: 'Record sale' }).click();
  const cash = await completedSale(till);
  await till.getByRole('button', { name: 'New sale' }).click();

  // A card sale of two class places, each with its attendee.
  await till
    .getByRole('group', { name: 'Learn to Skate Class' })
    .getByRole('radio', { name: lateClass.label })
    .check();
  await tickets.getByRole('button', { name: 'Increase' }).click();
  await tickets.getByRole('button', { name: 'Increase' }).click();
  for (const [n, first, last] of [
    [1, 'Ada', 'Racer'],
    [2, 'Bo', 'Glide'],
  ] as const) {
    await tickets
      .getByRole('button', { name: `Add the attendee of Class Participant ${n}` })
      .click();
    const attendee = await openedAttendeeDialog(till);
    await attendee.getByRole('textbox', { name: 'First Name' }).fill(first);
    await attendee.getByRole('textbox', { name: 'Last Name' }).fill(last);
    await attendee.getByRole('button', { name: /Skating experience/ }).click();
    await till.getByRole('option', { name: 'Beginner' }).click();
    await attendee.getByRole('button', { name: 'Save Attendee' }).click();
    await expect(attendee).toHaveCount(0);
  }
  await tickets.getByRole('button', { name: 'Hold 2 tickets' }).click();
  await expect(till.getByText('Tickets held')).toBeVisible({ timeout: 30_000 });
  await payment.getByLabel('First name').fill('Cora');
  await payment.getByLabel('Last name').fill('Cardholder');
  await payment.getByLabel('Email').fill('cora.cardholder@example.org');
  await payment.getByRole('radio', { name: 'Card' }).check();
  await fillCard(payment, '4111 1111 1111 1111');
  await payment.getByRole('button', { name: /^Charge \$/ }).click();
  const card = await completedSale(till);

  // The card order's refund: Bo Glide's place, named in the dialog, back to the card.
  await till.getByRole('region', { name: 'Sale complete' }).getByRole('link').first().click();
  await expect(
    till.getByRole('heading', { level: 1, name: new RegExp(card.receipt) }),
  ).toBeVisible();
  await till.getByRole('button', { name: 'Refund…' }).click();
  const dialog = till.getByRole('alertdialog', { name: `Refund order ${card.receipt}` });
  await expect(dialog).toContainText('Ada Racer');
  await expect(dialog).toContainText('Bo Glide');
  await expect(dialog.getByText('Not checked in')).toHaveCount(2);
  await expectNoAxeViolations(till);
  await shoot(till, 'refund-named');
  const boPlaces = dialog.getByLabel(/^Bo Glide · .* places to refund$/).and(till.locator('input'));
  await boPlaces.fill('1');
  await boPlaces.press('Tab');
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(till.getByText(/^Refunded \$\d+\.\d\d to the Visa ending in 1111\.$/)).toBeVisible();
  await expectNoAxeViolations(till);
  const refunded = await json<{
    data: {
      refunds: { amountCents: number }[];
      lines: { tickets: { places: { attendee?: unknown }[] }[] }[];
    };
  }>(await till.request.get(`/api/v1/admin/orders/${card.orderId}`));
  expect(refunded.data.refunds).toHaveLength(1);
  const refundCents = refunded.data.refunds[0]!.amountCents;
  expect(refundCents).toBeGreaterThan(0);
  expect(refundCents).toBeLessThan(card.totalPaidCents);

  // The day close: the clerk's row is exactly the clerk's sales and refund.
  await nav.getByRole('link', { name: 'Day close' }).click();
  await expect(till.getByRole('heading', { level: 1, name: 'Day close' })).toBeVisible();
  const sellers = till.getByRole('table', { name: 'By seller' });
  const clerkRow = sellers.getByRole('row', { name: new RegExp(clerk.name) });
  await expect(clerkRow.getByRole('cell')).toHaveText([
    '2',
    usd(cash.totalPaidCents + card.totalPaidCents),
    '1',
    usd(refundCents),
  ]);
  // The till shows what the server sums, method by method.
  const day = await json<{
    data: {
      methods: { method: string; orders: number; salesCents: number; refundsCents: number }[];
      cash: { salesCents: number; refundsCents: number; owedHandedOverCents: number };
    };
  }>(await till.request.get('/api/v1/admin/day-close'));
  const methods = till.getByRole('table', { name: 'By payment method' });
  for (const [label, method] of [
    ['Cash', 'cash'],
    ['Card', 'card'],
  ] as const) {
    const row = day.data.methods.find((entry) => entry.method === method)!;
    await expect(
      methods.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell'),
    ).toHaveText([String(row.orders), usd(row.salesCents), /\d+/, usd(row.refundsCents)]);
  }
  expect(day.data.cash.salesCents).toBeGreaterThanOrEqual(cash.totalPaidCents);
  await expectNoAxeViolations(till);
  await shoot(till, 'day-close-open');

  // The count: a float of $150 and $1.25 less than expected in the drawer.
  const expected =
    15_000 +
    day.data.cash.salesCents -
    day.data.cash.refundsCents -
    day.data.cash.owedHandedOverCents;
  const drawer = till.getByRole('form', { name: 'Count the drawer' });
  await drawer.getByRole('textbox', { name: /Opening float/ }).fill('150');
  await expect(drawer).toContainText(`Cash expected in the drawer${usd(expected)}`);
  await drawer
    .getByRole('textbox', { name: /Cash counted/ })
    .fill(((expected - 125) / 100).toFixed(2));
  await expect(drawer).toContainText('Difference: $1.25 short');
  await drawer.getByRole('textbox', { name: /Note/ }).fill('A roll of quarters missing');
  await expectNoAxeViolations(till);
  await shoot(till, 'day-close-counted');
  // A sale at another window lands between the count and the save: the close is refused with the
  // drawer's new figure, nothing is recorded, and the clerk counts again.
  const saleCents = await sellOneForCash(adminApi, sessionIds[0]!);
  // A day is closed once: the clerk is asked first, with the difference.
  await drawer.getByRole('button', { name: 'Save day close' }).click();
  const question = till.getByRole('alertdialog', { name: 'Save the day close?' });
  await expect(question).toContainText('Difference: $1.25 short.');
  await expectNoAxeViolations(till);
  await shoot(till, 'day-close-confirm');
  await question.getByRole('button', { name: 'Save day close' }).click();
  await expect(question).toHaveCount(0);
  await expect(till.getByText(dayCloseTexts.changedSinceCount(expected + saleCents))).toBeVisible();
  await expect(drawer).toContainText(`Cash expected in the drawer${usd(expected + saleCents)}`);
  await expectNoAxeViolations(till);
  await shoot(till, 'day-close-changed');
  await drawer
    .getByRole('textbox', { name: /Cash counted/ })
    .fill(((expected + saleCents - 125) / 100).toFixed(2));
  await expect(drawer).toContainText('Difference: $1.25 short');
  // Keyboard alone: the close is saved from the keyboard; "Keep counting" goes back to the
  // count, and the question comes back.
  await drawer.getByRole('button', { name: 'Save day close' }).focus();
  await till.keyboard.press('Enter');
  await question.getByRole('button', { name: 'Keep counting' }).focus();
  await till.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Save day close' })).toBeFocused();
  await till.keyboard.press('Enter');
  await question.getByRole('button', { name: 'Save day close' }).focus();
  await till.keyboard.press('Enter');
  const drawerSection = till.getByRole('region', { name: 'Cash in the drawer' });
  await expect(drawerSection).toContainText(`Closed by ${clerk.name}`);
  // The saved close replaced the form: focus is on its heading, not lost to the page.
  await expect(drawerSection.getByRole('heading', { name: 'Cash in the drawer' })).toBeFocused();
  await expect(drawerSection).toContainText('Difference$1.25 short');
  await expect(drawerSection).toContainText('A roll of quarters missing');
  await expectNoAxeViolations(till);
  await shoot(till, 'day-close-saved');
  // Still there when the till is opened again.
  await till.reload();
  await expect(drawerSection).toContainText(`Cash counted${usd(expected + saleCents - 125)}`);
  // A cash sale after the close: the saved figures stay as counted, the sale is shown apart.
  const lateSaleCents = await sellOneForCash(adminApi, sessionIds[0]!);
  await till.reload();
  await expect(drawerSection).toContainText(
    `Cash expected in the drawer${usd(expected + saleCents)}`,
  );
  const afterClose = drawerSection.getByRole('heading', { name: 'Cash moved after the close' });
  await expect(afterClose).toBeVisible();
  await expect(drawerSection).toContainText(`Cash sales after the close${usd(lateSaleCents)}`);
  await expectNoAxeViolations(till);
  await shoot(till, 'day-close-cash-after-close');
  const csv = await till.request.get(
    (await till.getByRole('link', { name: 'Download CSV: day close' }).getAttribute('href'))!,
  );
  expect(await csv.text()).toContain('Difference,-1.25');

  // The reports open on today, with the sales by payment method, and fit at 1280 px.
  await nav.getByRole('link', { name: 'Reports' }).click();
  const byMethod = till.getByRole('table', { name: 'Sales by payment method' });
  await expect(byMethod.getByRole('row', { name: /^Cash/ })).toBeVisible();
  await expect(till.getByRole('table', { name: 'Sales by seller' })).toContainText(clerk.name);
  await expectNoAxeViolations(till);
  await till.setViewportSize({ width: 1280, height: 800 });
  expect(await scrollsSideways(till)).toBe(false);
  // Nor does the table of the days, its "Refunded" and "Net of refunds" in view.
  const daysRegion = till.getByRole('region', { name: 'Sales by day' });
  // Down the page to the table: its last column is then in view unless the table scrolls.
  await daysRegion.scrollIntoViewIfNeeded();
  expect(await daysRegion.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(
    true,
  );
  await expect(
    till
      .getByRole('table', { name: 'Sales by day' })
      .getByRole('columnheader', { name: 'Net of refunds' }),
  ).toBeInViewport();
  await shoot(till, 'reports-today');

  // The orders list narrowed to cash: the clerk's cash sale, not the card one. The lists of
  // sellers and sessions arrive after the method is chosen (held back here, as on a busy
  // server), and the choice stays.
  let releaseFilters = () => {};
  const filtersHeld = new Promise<void>((resolve) => (releaseFilters = resolve));
  await till.route('**/api/v1/admin/orders/filters*', async (route) => {
    await filtersHeld;
    await route.continue();
  });
  await nav.getByRole('link', { name: 'Orders' }).click();
  const search = till.getByRole('search', { name: 'Orders' });
  await search.getByLabel('Payment method').selectOption('cash');
  releaseFilters();
  await expect(
    search.getByLabel('Seller').getByRole('option', { name: clerk.name }),
  ).toBeAttached();
  await expect(search.getByLabel('Payment method')).toHaveValue('cash');
  await search.getByLabel('Seller').selectOption({ label: clerk.name });
  await search.getByRole('button', { name: 'Search' }).click();
  const found = till.getByRole('table', { name: 'Orders found' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await expect(found).toContainText(cash.receipt);
  await expect(found).not.toContainText(card.receipt);
  await expectNoAxeViolations(till);
  await shoot(till, 'orders-by-method');
  // The admin resets the clerk's two-factor (a lost phone); the clerk enrols again at the next login.
  await page.goto('/admin/staff');
  const row = page
    .getByRole('table', { name: 'Staff accounts' })
    .getByRole('row')
    .filter({ hasText: clerk.email });
  await expect(row).toContainText('On');
  await row.getByRole('button', { name: `Reset two-factor of ${clerk.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Reset two-factor of ${clerk.name}?` });
  await confirm.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(
    page.getByText(`${clerk.name} sets up two-factor again at the next login.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await till.goto('/admin');
  await expect(till).toHaveURL(/\/admin\/login/);
  await logInStaff(till, { email: clerk.email, password: clerkPassword });
  await turnOnTwoFactor(till);
  await expect(
    till.getByRole('heading', { level: 1, name: `Welcome, ${clerk.name}` }),
  ).toBeVisible();
  await expectNoAxeViolations(till);
  await clerkContext.close();
});

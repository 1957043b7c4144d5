import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eCancelAdmin } from '../playwright.config.ts';
import { shootPage } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  buySkatePlaces,
  json,
  latestSkateSession,
  placeCardOrder,
  sessionsOn,
  skateActivityId,
} from './support/shop-orders.ts';
import { createStaffAccount, logInWithTwoFactor, readCsrfToken } from './support/staff-journeys.ts';
import { denverToday, waitForRoomLeftToday } from './support/ticket-flow.ts';

/**
 * A manager cancels a session with three orders (issue 15, decision 057): the dialog says what
 * it refunds, the progress reaches 3 of 3, each order has one refund, each visitor an e-mail,
 * and the session can no longer be booked. On the catalogue shop: it closes a session.
 */
// In order, in one worker: both journeys share the staff the admin made once (staffOnce).
test.describe.configure({ mode: 'default', timeout: 240_000 });

const manager = {
  name: 'Max Manager',
  email: 'max.manager@wasatchlegacy.org',
  password: 'Snowcat-Ridge-77!',
};

/** '2:00 PM' for '14:00'. */
const clock = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
};

const clerk = {
  name: 'Cleo Counter',
  email: 'cleo.counter@wasatchlegacy.org',
  password: 'Cash-Window-2026!',
};

/**
 * The admin's API (logged in once, two-factor on) that made the manager and the clerk: both
 * journeys of this file need them, and the admin enrols its two-factor only once.
 */
let adminApi: Promise<(path: string, data: object) => Promise<unknown>> | undefined;
function staffOnce(request: APIRequestContext) {
  adminApi ??= (async () => {
    const send = await createStaffAccount(request, e2eCancelAdmin, { ...manager, role: 'manager' });
    await send('/staff', { ...clerk, role: 'box-office' });
    return send;
  })();
  return adminApi;
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('a manager cancels a session with three orders @desktop-only', async ({
  page,
  playwright,
  baseURL,
}) => {
  await staffOnce(await playwright.request.newContext({ baseURL: baseURL! }));
  const visitors = await Promise.all(
    [0, 1, 2].map(() => playwright.request.newContext({ baseURL: baseURL! })),
  );
  const { activityId, session } = await latestSkateSession(visitors[0]!, 6);
  const stamp = Date.now();
  const orders = [];
  for (const [index, visitor] of visitors.entries())
    orders.push(
      await buySkatePlaces(visitor, {
        email: `skater${index + 1}.${stamp}@example.org`,
        activityId,
        session,
        quantity: index + 1,
      }),
    );

  // A manager must use two-factor (decision 080): set up at the first login, a code after.
  await logInWithTwoFactor(page, manager);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`/admin/sessions?activity=${activityId}&month=${session.startDate.slice(0, 7)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await page
    .getByRole('list', { name: `Sessions on ${session.startDate}` })
    .getByRole('button', { name: new RegExp(`^${clock(session.startTime)}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit session' });
  const section = dialog.getByRole('region', { name: 'Cancel session' });
  await expect(section).toContainText('3 orders (6 places)');

  // Keyboard alone: the action, the reason, and the confirmation.
  await section.getByRole('button', { name: 'Cancel session' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: /^Cancel the session of / });
  await expect(confirm).toContainText(
    '3 orders and 6 places will be refunded: 3 orders refunded to the cards they were paid with.',
  );
  await expect(confirm.getByLabel(/^Reason/)).toBeFocused();
  await page.keyboard.type('High winds on the rink');
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await shootPage(page, 'session-cancel-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'Cancel session and refund' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);

  await expect(section.getByRole('progressbar', { name: 'Orders refunded' })).toHaveAttribute(
    'aria-valuetext',
    '3 of 3 orders refunded',
    { timeout: 30_000 },
  );
  await expect(section).toContainText('This session is cancelled.');
  await expect(section).toContainText('High winds on the rink');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await section.scrollIntoViewIfNeeded();
  await shootPage(page, 'session-cancel-done', { fullPage: false });

  // One refund of each order at the gateway, for all it paid.
  for (const order of orders) {
    const found = await json<{ data: { payments: { kind: string; amountCents: number }[] } }>(
      await page.request.get(`/api/v1/admin/orders/${order.id}`),
    );
    expect(found.data.payments.filter((payment) => payment.kind === 'credit')).toEqual([
      expect.objectContaining({ amountCents: Math.round(order.totalPaid * 100) }),
    ]);
  }
  // Each visitor's refund e-mail is in the outbox.
  for (const index of [1, 2, 3])
    await expect(async () => {
      await page.goto('/dev/outbox');
      await expect(
        page.getByRole('row').filter({ hasText: `skater${index}.${stamp}@example.org` }),
      ).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Your refund: order #' })).not.toHaveCount(
    0,
  );

  // Visitors can no longer book it: a new cart line at the session is refused.
  const cart = await json<{ data: { attributes: { token: string } } }>(
    await visitors[0]!.get('/api/v1/ticketing/cart'),
  );
  const refused = await visitors[0]!.post(
    `/api/v1/ticketing/line_items?cart_token=${cart.data.attributes.token}`,
    { data: { activityId, activityTimeId: session.id, bookingUdfs: [] } },
  );
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
});

/** The journey's own Public Skate session today at 11:52 PM: walk-up sells only today's. */
const lateSkate = { startTime: '23:52', endTime: '23:53', label: /^11:52 PM/ };

test('a session with a cash and a card order is cancelled for good; the cash is owed until a clerk hands it over @desktop-only', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  await waitForRoomLeftToday(testInfo, '23:52');
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  const asAdmin = await staffOnce(admin);
  const activityId = await skateActivityId(admin);
  const today = denverToday();
  const created = (await asAdmin('/activity-times', {
    activityId,
    date: today,
    ...lateSkate,
    label: undefined,
    capacity: 20,
    cutoffHours: 0,
  })) as { data: { id: number } };
  const sessionId = created.data.id;

  // A visitor's card order of one place.
  const visitor = await playwright.request.newContext({ baseURL: baseURL! });
  const ticketId = (await sessionsOn(visitor, activityId, today))
    .find((time) => time.id === sessionId)!
    .tickets!.find((ticket) => ticket.displayName === 'Skate Admission')!.id;
  const card = await placeCardOrder<{ id: number; token: string; totalPaid: number }>(visitor, {
    activityId,
    sessionId,
    ticketId,
    quantity: 1,
    buyer: { firstName: 'Cora', lastName: 'Card', email: `cora.${Date.now()}@example.org` },
  });

  // The clerk sells two places for cash at the window.
  const clerkPage = await (await browser.newContext()).newPage();
  await logIn(clerkPage, clerk);
  const nav = clerkPage.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Walk-up sale' }).click();
  await clerkPage
    .getByRole('group', { name: 'Public Skate' })
    .getByRole('radio', { name: lateSkate.label })
    .check();
  const tickets = clerkPage.getByRole('form', { name: /2\. Tickets for/ });
  for (let n = 0; n < 2; n += 1)
    await tickets.getByRole('button', { name: 'Increase' }).first().click();
  await tickets.getByRole('button', { name: 'Hold 2 tickets' }).click();
  const payment = clerkPage.getByRole('form', { name: '3. Buyer and payment' });
  await payment.getByLabel('First name').fill('Cass');
  await payment.getByLabel('Last name').fill('Cashwell');
  await payment.getByLabel('Amount tendered').fill('200');
  await payment.getByRole('button', { name: 'Record sale' }).click();
  const done = clerkPage.getByRole('region', { name: 'Sale complete' });
  await expect(done).toContainText('cash');
  const receipt = (await done.getByRole('link').first().textContent())!.trim();

  // The manager cancels it: the dialog counts the card and the cash apart.
  // A manager must use two-factor (decision 080): set up at the first login, a code after.
  await logInWithTwoFactor(page, manager);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/sessions?activity=${activityId}&month=${today.slice(0, 7)}`);
  await page
    .getByRole('list', { name: `Sessions on ${today}` })
    .getByRole('button', { name: lateSkate.label })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit session' });
  const section = dialog.getByRole('region', { name: 'Cancel session' });
  await expect(section).toContainText('2 orders (3 places)');
  await section.getByRole('button', { name: 'Cancel session' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Cancel the session of / });
  await expect(confirm).toContainText(
    '1 order refunded to the cards they were paid with; 1 cash order owed at the window',
  );
  await confirm.getByLabel(/^Reason/).fill('Ice machine broke');
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await shootPage(page, 'session-cancel-cash-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'Cancel session and refund' }).click();
  await expect(section.getByRole('progressbar', { name: 'Orders refunded' })).toHaveAttribute(
    'aria-valuetext',
    '2 of 2 orders refunded',
    { timeout: 30_000 },
  );
  await expect(section).toContainText(
    '1 order refunded to the cards they were paid with; 1 cash order owed at the window',
  );
  await expect(section).toContainText('in cash to hand over');
  await expect(dialog).toContainText('This session was cancelled. It cannot be reopened');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shootPage(page, 'session-cancel-cash-done', { fullPage: false });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // It shows "Cancelled", and cannot be reopened: not from the table, not through the API.
  await page.getByRole('button', { name: 'All Status' }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  const row = page.getByRole('row', { name: /^Select .*, 11:52 PM/ });
  await expect(row).toContainText('Cancelled');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Reopen' }).click();
  const reopen = page.getByRole('alertdialog', { name: 'Reopen 1 session?' });
  await expect(reopen).toContainText('cannot be reopened');
  await expect(reopen.getByRole('button', { name: 'Reopen' })).toBeDisabled();
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await reopen.getByRole('button', { name: 'Cancel' }).click();
  const refused = await page.request.post('/api/v1/admin/activity-times/bulk', {
    headers: { 'x-csrf-token': await readCsrfToken(page.request) },
    data: { action: 'reopen', ids: [sessionId] },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).errors.message).toContain('cannot be reopened');

  // The card was refunded once, for all it paid; the cash order has no credit at all.
  const cardOrder = await json<{
    data: { payments: { kind: string; amountCents: number }[]; refunds: { status: string }[] };
  }>(await page.request.get(`/api/v1/admin/orders/${card.id}`));
  expect(cardOrder.data.payments.filter((payment) => payment.kind === 'credit')).toEqual([
    expect.objectContaining({ amountCents: Math.round(card.totalPaid * 100) }),
  ]);

  // The clerk finds the cash owed, counts it out and records it; then it is listed no more.
  await nav.getByRole('link', { name: 'Cash owed' }).click();
  await expect(clerkPage.getByRole('heading', { level: 1, name: 'Cash owed' })).toBeVisible();
  const owed = clerkPage.getByRole('table', { name: 'Cash owed at the window' });
  const owedRow = owed.getByRole('row').filter({ hasText: receipt });
  await expect(owedRow).toContainText('Cass Cashwell');
  await expect(owedRow).toContainText('Ice machine broke');
  await expectNoAxeViolations(clerkPage);
  await shootPage(clerkPage, 'cash-owed');
  await owedRow.getByRole('button', { name: `Record hand-over for order ${receipt}` }).click();
  const handOver = clerkPage.getByRole('alertdialog', {
    name: /^Hand \$\d+\.\d\d to Cass Cashwell\?/,
  });
  await expectNoAxeViolations(clerkPage, '[role="alertdialog"]');
  await handOver.getByRole('button', { name: 'Cash handed over' }).click();
  await expect(clerkPage.getByText(`in cash handed over for order ${receipt}`)).toBeVisible();
  await expect(owed.getByRole('row').filter({ hasText: receipt })).toHaveCount(0);
  await clerkPage.reload();
  await expect(
    clerkPage
      .getByRole('table', { name: 'Cash owed at the window' })
      .or(clerkPage.getByText('No cash is owed.')),
  ).toBeVisible();
  await expect(clerkPage.getByText(receipt)).toHaveCount(0);

  // The visitor's order page says what happened, and nothing of a visit.
  const visit = await (await browser.newContext()).newPage();
  await visit.goto(`/orders/confirmation/${card.token}`);
  await expect(visit.getByRole('heading', { level: 1, name: 'Session Cancelled' })).toBeVisible();
  await expect(visit.getByText('We’re sorry: your order was cancelled.')).toBeVisible();
  const notice = visit.getByRole('region', { name: 'Session cancelled' });
  await expect(notice).toContainText('Public Skate on');
  await expect(notice).toContainText('was cancelled: Ice machine broke.');
  await expect(notice).toContainText(
    `Refunded $${card.totalPaid.toFixed(2)} to Visa ending in 1111.`,
  );
  await expect(visit.getByText('Thank You')).toHaveCount(0);
  await expect(visit.getByText('Sign your waivers online')).toHaveCount(0);
  await expect(visit.getByText('Need to edit this order?')).toHaveCount(0);
  await expect(visit.getByRole('link', { name: 'Back to Activities' })).toBeVisible();
  await expectNoAxeViolations(visit);
  await shootPage(visit, 'order-cancelled');
});

test('a manager who confirms a cancellation another made a moment before is told who and why @desktop-only', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  const asAdmin = await staffOnce(admin);
  // The journey's own early-morning session on the day of the latest skate session.
  const { activityId, session } = await latestSkateSession(admin, 1);
  const early = { startTime: '06:10', endTime: '06:40' };
  const created = (await asAdmin('/activity-times', {
    activityId,
    date: session.startDate,
    ...early,
    capacity: 20,
    cutoffHours: 0,
  })) as { data: { id: number } };

  // A manager of their own: the other journeys' manager has used its next two-factor codes.
  const second = {
    name: 'Nell Nightshift',
    email: 'nell.nightshift@wasatchlegacy.org',
    password: 'Groomer-Line-78!',
  };
  await asAdmin('/staff', { ...second, role: 'manager' });
  await logInWithTwoFactor(page, second);
  await page.goto(`/admin/sessions?activity=${activityId}&month=${session.startDate.slice(0, 7)}`);
  await page
    .getByRole('list', { name: `Sessions on ${session.startDate}` })
    .getByRole('button', { name: new RegExp(`^${clock(early.startTime)}`) })
    .click();
  const section = page
    .getByRole('dialog', { name: 'Edit session' })
    .getByRole('region', { name: 'Cancel session' });
  await section.getByRole('button', { name: 'Cancel session' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Cancel the session of / });
  await confirm.getByLabel(/^Reason/).fill('Zamboni broke down');

  // The admin cancels the same session first, with a reason of their own.
  await asAdmin(`/activity-times/${created.data.id}/cancellation`, {
    reason: 'Rink closed for a meet',
  });

  await confirm.getByRole('button', { name: 'Cancel session and refund' }).click();
  await expect(
    page.getByText(
      'Cancel Admin already cancelled this session: “Rink closed for a meet”. Your cancellation was not sent.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shootPage(page, 'session-cancel-taken', { fullPage: false });
});

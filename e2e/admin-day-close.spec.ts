import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { e2eDayCloseAdmin } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { json, skateActivityId } from './support/shop-orders.ts';
import { createStaffAccount, logInStaff } from './support/staff-journeys.ts';
import { denverToday } from './support/ticket-flow.ts';

const clerk = {
  name: 'Dora Drawer',
  email: 'dora.drawer@wasatchlegacy.org',
  password: 'Count-The-Till-7!',
};
/** The journey's own Public Skate session today at 11:54 PM, on sale until it starts. */
const lateSkate = { startTime: '23:54', endTime: '23:55' };
const shotsDir = '/tmp/wt-dayclose-shots';

/** Screenshots at a laptop's and a phone's width, to look at; the page keeps its size after. */
async function shoot(page: Page, name: string) {
  await mkdir(shotsDir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** The page scrolls sideways when its content is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test.describe.configure({ timeout: 240_000 });

test('the box office sells in cash and by card, refunds one, and closes the day with its count @desktop-only', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  const asAdmin = await createStaffAccount(admin, e2eDayCloseAdmin, {
    ...clerk,
    role: 'box-office',
  });
  const session = (await asAdmin('/activity-times', {
    activityId: await skateActivityId(admin),
    date: denverToday(),
    startTime: lateSkate.startTime,
    endTime: lateSkate.endTime,
    capacity: 20,
    cutoffHours: 0,
  })) as { data: { id: number } };
  await logInStaff(page, clerk);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Day close' })).toBeVisible();

  // The clerk's sales at the walk-up window, through its API with the clerk's own session.
  const csrf = async () =>
    (
      await json<{ data: { csrfToken: string } }>(
        await page.request.get('/api/v1/admin/csrf-token'),
      )
    ).data.csrfToken;
  const post = async <T>(path: string, data: object, key?: string) =>
    json<T>(
      await page.request.post(`/api/v1/admin${path}`, {
        headers: {
          'x-csrf-token': await csrf(),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        data,
      }),
    );
  const today = await json<{
    data: {
      activities: { sessions: { id: number; tickets: { id: number; displayName: string }[] }[] }[];
    };
  }>(await page.request.get('/api/v1/admin/walk-up/sessions'));
  const ours = today.data.activities
    .flatMap((entry) => entry.sessions)
    .find((candidate) => candidate.id === session.data.id)!;
  const ticketId = ours.tickets.find((ticket) => ticket.displayName === 'Skate Admission')!.id;
  async function sell(quantity: number, payment: object) {
    const cart = await post<{ data: { token: string } }>('/walk-up/carts', {
      activityTimeId: ours.id,
      tickets: [{ ticketId, quantity }],
    });
    return (
      await post<{ data: { orderId: number; receipt: string; totalPaidCents: number } }>(
        '/walk-up/sales',
        {
          cartToken: cart.data.token,
          buyer: { firstName: 'Tilly', lastName: 'Till', email: 'tilly@example.org' },
          payment,
        },
        crypto.randomUUID(),
      )
    ).data;
  }
  const cash = await sell(2, { method: 'cash', tenderedCents: 20_000 });
  const vault = await json<{ transaction: { payment_method: { token: string } } }>(
    await page.request.post('/sandbox-vault/v1/payment_methods.json', {
      data: {
        creditCard: {
          kind: 'credit_card',
          fullName: 'Tilly Till',
          number: '4111111111111111',
          verificationValue: '123',
          month: '12',
          year: '2031',
          retained: false,
        },
        email: 'tilly@example.org',
      },
    }),
  );
  const card = await sell(1, {
    method: 'card',
    cardToken: vault.transaction.payment_method.token,
  });
  const refund = await post<{ data: { amountCents: number } }>(
    `/orders/${card.orderId}/refunds`,
    { wholeOrder: true },
    crypto.randomUUID(),
  );
  expect(refund.data.amountCents).toBe(card.totalPaidCents);

  // The day close: the clerk's row is exactly the clerk's sales and refund.
  await nav.getByRole('link', { name: 'Day close' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Day close' })).toBeVisible();
  const sellers = page.getByRole('table', { name: 'By seller' });
  const clerkRow = sellers.getByRole('row', { name: new RegExp(clerk.name) });
  await expect(clerkRow.getByRole('cell')).toHaveText([
    '2',
    usd(cash.totalPaidCents + card.totalPaidCents),
    '1',
    usd(card.totalPaidCents),
  ]);
  // The page shows what the server sums, method by method.
  const day = await json<{
    data: {
      methods: { method: string; orders: number; salesCents: number; refundsCents: number }[];
      cash: { salesCents: number; refundsCents: number; owedHandedOverCents: number };
    };
  }>(await page.request.get('/api/v1/admin/day-close'));
  const methods = page.getByRole('table', { name: 'By payment method' });
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
  await expectNoAxeViolations(page);
  await shoot(page, 'day-close-open');

  // The count: a float of $150 and $1.25 less than expected in the drawer.
  const expected =
    15_000 +
    day.data.cash.salesCents -
    day.data.cash.refundsCents -
    day.data.cash.owedHandedOverCents;
  const drawer = page.getByRole('form', { name: 'Count the drawer' });
  await drawer.getByRole('textbox', { name: /Opening float/ }).fill('150');
  await expect(drawer).toContainText(`Cash expected in the drawer${usd(expected)}`);
  await drawer
    .getByRole('textbox', { name: /Cash counted/ })
    .fill(((expected - 125) / 100).toFixed(2));
  await expect(drawer).toContainText('Difference: $1.25 short');
  await drawer.getByRole('textbox', { name: /Note/ }).fill('A roll of quarters missing');
  await expectNoAxeViolations(page);
  await shoot(page, 'day-close-counted');
  // Keyboard alone: the close is saved from the keyboard.
  await drawer.getByRole('button', { name: 'Save day close' }).focus();
  await page.keyboard.press('Enter');
  const drawerSection = page.getByRole('region', { name: 'Cash in the drawer' });
  await expect(drawerSection).toContainText(`Closed by ${clerk.name}`);
  await expect(drawerSection).toContainText('Difference$1.25 short');
  await expect(drawerSection).toContainText('A roll of quarters missing');
  await expectNoAxeViolations(page);
  await shoot(page, 'day-close-saved');
  // Still there when the page is opened again.
  await page.reload();
  await expect(drawerSection).toContainText(`Cash counted${usd(expected - 125)}`);
  const csv = await page.request.get(
    (await page.getByRole('link', { name: 'Download CSV: day close' }).getAttribute('href'))!,
  );
  expect(await csv.text()).toContain('Difference,-1.25');

  // The reports open on today, with the sales by payment method, and fit at 1280 px.
  await nav.getByRole('link', { name: 'Reports' }).click();
  const byMethod = page.getByRole('table', { name: 'Sales by payment method' });
  await expect(byMethod.getByRole('row', { name: /^Cash/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales by seller' })).toContainText(clerk.name);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await scrollsSideways(page)).toBe(false);
  // Nor does the table of the days, its "Refunded" and "Net of refunds" in view.
  const daysRegion = page.getByRole('region', { name: 'Sales by day' });
  expect(await daysRegion.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(
    true,
  );
  await expect(
    page
      .getByRole('table', { name: 'Sales by day' })
      .getByRole('columnheader', { name: 'Net of refunds' }),
  ).toBeInViewport();
  await shoot(page, 'reports-today');

  // The orders list narrowed to cash: the clerk's cash sale, not the card one.
  await nav.getByRole('link', { name: 'Orders' }).click();
  const search = page.getByRole('search', { name: 'Orders' });
  await search.getByLabel('Payment method').selectOption('cash');
  await search.getByLabel('Seller').selectOption({ label: clerk.name });
  await search.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('table', { name: 'Orders found' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await expect(found).toContainText(cash.receipt);
  await expect(found).not.toContainText(card.receipt);
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-by-method');
});

/**
 * The box office's day close and the payment-method and seller splits (decision 082): the
 * figures are the orders' own (cash and card sales of the day, refunds paid out that day in
 * cash and to cards, a cancelled session's cash handed over), the count is recorded once with
 * its difference and audited, bad input is a 4xx that writes nothing, and the orders list
 * narrows to a method, a seller and a session.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayCloseResponseSchema, dayCloseTexts } from '@shop/core/day-close-api';
import { orderFiltersResponseSchema, orderSearchResponseSchema } from '@shop/core/order-admin-api';
import { reportResponseSchema } from '@shop/core/report-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createOrdersAdminTestKit } from '../orders-admin/orders-admin-test-kit.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';
import { createWalkUpTestKit } from '../walk-up/walk-up-test-kit.ts';

/** The test clock is 08:00 in Denver on 2026-12-01. */
const TODAY = '2026-12-01';
const NOON = 'zipline-tour-2026-12-01-12:00';
const AFTERNOON = 'zipline-tour-2026-12-01-14:00';
let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let clerk: Awaited<ReturnType<typeof logInAs>>;
let manager: AdminClient;
const sales: Record<string, { orderId: number; totalPaidCents: number }> = {};
const { sellTwoAt: walkUpSale } = createWalkUpTestKit(
  () => t,
  () => ids,
);
let online: { id: number; cents: number };
let [cashRefundCents, cardRefundCents, owedCents] = [0, 0, 0];

async function refundWhole(client: AdminClient, orderId: number) {
  const answer = await client.call('POST', `/orders/${orderId}/refunds`, {
    body: { wholeOrder: true },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { data: { amountCents: number } }).data.amountCents;
}

beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
  clerk = await logInAs(t, 'box-office');
  manager = (await logInAs(t, 'manager')).client;
  const kit = createOrdersAdminTestKit(
    () => t,
    () => ids,
  );
  sales.cash = await walkUpSale(clerk.client, NOON, 'cash');
  sales.card = await walkUpSale(clerk.client, NOON, 'card');
  sales.cashRefunded = await walkUpSale(clerk.client, NOON, 'cash');
  sales.cashCancelled = await walkUpSale(manager, AFTERNOON, 'cash');
  const order = await kit.paidOrder({ session: NOON, quantity: 1 });
  online = { id: order.id, cents: Math.round(order.totalPaid * 100) };
  // Orders are stamped by the database's clock; the test's day is the test clock's.
  const placed = [online.id, ...Object.values(sales).map((sale) => sale.orderId)];
  await queryRows(
    t.database.db,
    sql`update orders set created_at = ${t.now.value.toISOString()}::timestamptz
      where id in (${sql.join(
        placed.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  cashRefundCents = await refundWhole(clerk.client, sales.cashRefunded!.orderId);
  cardRefundCents = await refundWhole(clerk.client, sales.card!.orderId);
  // The afternoon is cancelled: its cash order is owed, then handed over at the window.
  const session = await ids.session(AFTERNOON);
  const cancelled = await manager.call('POST', `/activity-times/${session.id}/cancellation`, {
    body: { reason: 'High winds' },
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  const [owed] = await queryRows<{ id: number; amount_cents: number }>(
    t.database.db,
    sql`select id, amount_cents from order_refunds
      where order_id = ${sales.cashCancelled!.orderId} and status = 'owed'`,
  );
  owedCents = owed!.amount_cents;
  expect((await clerk.client.call('POST', `/cash-owed/${owed!.id}/handed-over`)).status).toBe(200);
  // The machine that runs the suite may be shared: the shop's own sales take their time.
}, 600_000);
afterAll(() => t.close());

async function dayClose(client: AdminClient, query = '') {
  const answer = await client.call('GET', `/day-close${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return dayCloseResponseSchema.parse(answer.body).data;
}

describe('the day close', () => {
  it("sums today's cash and card sales, refunds in cash and to cards, and cash owed handed over", async () => {
    const day = await dayClose(clerk.client);
    expect(day.date).toBe(TODAY);
    const cashSales = [sales.cash!, sales.cashRefunded!, sales.cashCancelled!];
    const cashSalesCents = cashSales.reduce((sum, sale) => sum + sale.totalPaidCents, 0);
    expect(day.cash).toEqual({
      salesCents: cashSalesCents,
      refundsCents: cashRefundCents,
      owedHandedOverCents: owedCents,
    });
    expect(cashRefundCents).toBe(sales.cashRefunded!.totalPaidCents);
    expect(day.methods.find((row) => row.method === 'cash')).toMatchObject({
      orders: 3,
      salesCents: cashSalesCents,
      refunds: 2,
      refundsCents: cashRefundCents + owedCents,
    });
    expect(day.methods.find((row) => row.method === 'card')).toMatchObject({
      orders: 2,
      salesCents: sales.card!.totalPaidCents + online.cents,
      refunds: 1,
      refundsCents: cardRefundCents,
    });
    expect(day.sellers).toEqual([
      {
        staffId: null,
        seller: 'Online',
        orders: 1,
        salesCents: online.cents,
        refunds: 0,
        refundsCents: 0,
      },
      expect.objectContaining({ staffId: clerk.account.id, orders: 3, refunds: 2 }),
      expect.objectContaining({
        orders: 1,
        salesCents: sales.cashCancelled!.totalPaidCents,
        refunds: 1,
      }),
    ]);
    expect(day.close).toBeNull();
  });

  it('records the count once with the expected cash and the difference, audited, and shows it afterwards', async () => {
    const before = await dayClose(clerk.client, `?date=${TODAY}`);
    const expected =
      10_000 + before.cash.salesCents - before.cash.refundsCents - before.cash.owedHandedOverCents;
    const note = 'Short a bill';
    const count = { date: TODAY, floatCents: 10_000, countedCents: expected - 250, note };
    const close = (expectedCents: number, client = clerk.client) =>
      client.call('POST', '/day-close', { body: { ...count, expectedCents } });
    const stale = await close(expected - 4_500); // counted before a sale: refused, nothing kept
    const refusal = [409, dayCloseTexts.changedSinceCount(expected)];
    expect([stale.status, stale.body.errors.message]).toEqual(refusal);
    expect((await dayClose(manager, `?date=${TODAY}`)).close).toBeNull();
    const saved = await close(expected);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const after = await dayClose(manager, `?date=${TODAY}`);
    expect(after.close).toMatchObject({
      date: TODAY,
      staffName: clerk.account.name,
      floatCents: 10_000,
      cash: before.cash,
      expectedCents: expected,
      countedCents: expected - 250,
      differenceCents: -250,
      note: 'Short a bill',
    });
    const audit = await queryRows<{ staff_id: number; entity_id: string }>(
      t.database.db,
      sql`select staff_id, entity_id from audit_log where action = 'day-close.record'`,
    );
    expect(audit).toEqual([{ staff_id: clerk.account.id, entity_id: TODAY }]);

    const again = await close(0, manager);
    expect(again.status).toBe(409);
    expect(again.body.errors.message).toBe(dayCloseTexts.alreadyClosed);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/day-close?date=${TODAY}&format=csv`,
      remoteAddress: clerk.client.address,
      cookies: Object.fromEntries(clerk.client.jar),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="day-close-${TODAY}.csv"`,
    );
    const text = csv.body;
    expect(text).toContain(`Cash expected,${(expected / 100).toFixed(2)}`);
    expect(text).toContain('Difference,-2.50');
    expect(text).toContain('Online,1,');
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const closes = () => countRows(t, 'day_closes');
    const before = await closes();
    const count = { date: '2026-11-30', floatCents: 0, countedCents: 0, expectedCents: 0 };
    const post = (body: object) =>
      clerk.client.call('POST', '/day-close', { body: { ...count, ...body } });
    const negative = await post({ countedCents: -1 });
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toContain(dayCloseTexts.negative);
    expect((await post({ date: '2026-13-45' })).status).toBe(400);
    expect((await post({ floatCents: 1.5 })).status).toBe(400);
    expect((await post({ expectedCents: undefined })).status).toBe(400);
    const future = await post({ date: '2026-12-02' });
    expect([future.status, future.body.errors.message]).toEqual([400, dayCloseTexts.futureDay]);
    expect((await clerk.client.call('GET', '/day-close?date=yesterday')).status).toBe(400);
    const gate = (await logInAs(t, 'check-in')).client;
    expect((await gate.call('GET', '/day-close')).status).toBe(403);
    expect((await gate.call('POST', '/day-close', { body: count })).status).toBe(403);
    expect(await closes()).toBe(before);
  });
});

describe('the reports by payment method and seller', () => {
  it("splits today's orders by method and by seller, with those orders' refunds", async () => {
    const query = `?from=${TODAY}&to=${TODAY}`;
    const methods = reportResponseSchema('methods').parse(
      (await clerk.client.call('GET', `/reports/methods${query}`)).body,
    ).data;
    const cashPaid =
      sales.cash!.totalPaidCents +
      sales.cashRefunded!.totalPaidCents +
      sales.cashCancelled!.totalPaidCents;
    expect(methods.map((row) => row.method)).toEqual(['cash', 'card', 'free']);
    expect(methods[0]).toMatchObject({
      label: 'Cash',
      orders: 3,
      paidCents: cashPaid,
      refundedCents: cashRefundCents + owedCents,
      netCents: cashPaid - cashRefundCents - owedCents,
    });
    expect(methods[1]).toMatchObject({ orders: 2, refundedCents: cardRefundCents });
    const sellers = reportResponseSchema('sellers').parse(
      (await clerk.client.call('GET', `/reports/sellers${query}`)).body,
    ).data;
    expect(sellers.map((row) => [row.seller, row.orders])).toEqual([
      ['Online', 1],
      [clerk.account.name, 3],
      ['Test manager', 1],
    ]);
  });
});

describe('the orders list', () => {
  const search = async (query: string) => {
    const answer = await clerk.client.call('GET', `/orders?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return orderSearchResponseSchema.parse(answer.body).data.map((order) => order.id);
  };

  it('narrows to a payment method, a seller and a session', async () => {
    expect((await search(`date=${TODAY}&paymentMethod=cash`)).sort()).toEqual(
      [sales.cash!.orderId, sales.cashRefunded!.orderId, sales.cashCancelled!.orderId].sort(),
    );
    expect(await search(`date=${TODAY}&paymentMethod=card&seller=online`)).toEqual([online.id]);
    expect((await search(`seller=${clerk.account.id}`)).sort()).toEqual(
      [sales.cash!.orderId, sales.card!.orderId, sales.cashRefunded!.orderId].sort(),
    );
    const afternoon = (await ids.session(AFTERNOON)).id;
    expect(await search(`activityTimeId=${afternoon}`)).toEqual([sales.cashCancelled!.orderId]);
    expect((await clerk.client.call('GET', '/orders?paymentMethod=cheque')).status).toBe(400);
    expect((await clerk.client.call('GET', '/orders?seller=someone')).status).toBe(400);
  });

  it("offers the staff who sold and the day's sessions to filter by", async () => {
    const filters = orderFiltersResponseSchema.parse(
      (await clerk.client.call('GET', '/orders/filters')).body,
    ).data;
    expect(filters.sellers.map((seller) => seller.id)).toEqual(
      expect.arrayContaining([clerk.account.id]),
    );
    expect(filters.sessions.map((session) => session.id)).toEqual(
      expect.arrayContaining([(await ids.session(NOON)).id, (await ids.session(AFTERNOON)).id]),
    );
    expect((await clerk.client.call('GET', '/orders/filters?date=2026-02-31')).status).toBe(400);
  });
});

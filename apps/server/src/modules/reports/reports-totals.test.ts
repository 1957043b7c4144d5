/**
 * The reports' totals equal the sums of the orders and refunds in the database (issue 15,
 * decision 058): a few hundred random ticket orders (activities, sessions, ticket types,
 * coupons, donations, taxes) and membership orders placed through the shop, dated across the
 * autumn change of daylight saving time, some refunded wholly and some partly through the
 * back office; every table is then checked against figures summed in TypeScript from plain rows.
 */
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  centsToCsvDollars,
  reportResponseSchema,
  reportTables,
  type ReportName,
} from '@shop/core/report-api';
import { addDaysToIsoDate, shopDateAt } from '@shop/core/shop-time';
import { queryRows } from '../../db/database.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { dateBack, refundSomeOrders } from './reports-test-orders.ts';
import {
  createRandom,
  findCandidateSessions,
  isWithin,
  placeRandomMembershipOrder,
  placeRandomOrder,
  readLedger,
  sumBy,
  type Ledger,
} from './reports-test-kit.ts';

const TICKET_ORDERS = Number(process.env.REPORT_TEST_ORDERS ?? 200);
const MEMBERSHIP_ORDERS = 16;
// Two weeks around Sunday 1 November 2026, when Denver goes back from MDT (-6) to MST (-7).
const FROM = '2026-10-26';
const TO = '2026-11-06';
// Orders are dated from two days before the range to two days after it.
const SPREAD_START = Date.parse('2026-10-24T06:00:00Z');
const SPREAD_MS = 16 * 86_400_000;

let t: TestApp;
let manager: AdminClient;
let ledger: Ledger;
let soldBefore: Map<number, number>;
const random = createRandom(58);

const randomInstant = () => new Date(SPREAD_START + Math.floor(random.next() * SPREAD_MS));

async function placeOrders() {
  const sessions = await findCandidateSessions(t);
  // An activity first, then one of its sessions, so every activity is sold.
  const activities = [...new Set(sessions.map((session) => session.activity_id))];
  const pickSession = () => {
    const activityId = random.pick(activities);
    return random.pick(sessions.filter((session) => session.activity_id === activityId));
  };
  soldBefore = new Map(
    (
      await queryRows<{ id: number; sold: number }>(
        t.database.db,
        sql`select id, sold from activity_times`,
      )
    ).map((row) => [row.id, row.sold]),
  );
  const placed: number[] = [];
  for (let n = 0; placed.length < TICKET_ORDERS && n < TICKET_ORDERS * 2; n += 1) {
    const order = await placeRandomOrder(t, random, pickSession());
    if (!order) continue;
    placed.push(order.id);
    await dateBack(t, 'orders', order.id, randomInstant());
  }
  expect(placed.length).toBe(TICKET_ORDERS);
  const membershipIds = await Promise.all(
    ['individual-pass', 'dual-pass', 'family-pass'].map((code) =>
      findDemoMembershipId(t.database.db, code),
    ),
  );
  for (let n = 0; n < MEMBERSHIP_ORDERS; n += 1) {
    const order = await placeRandomMembershipOrder(t, random, membershipIds, n);
    expect(order, 'a membership order').not.toBeNull();
    await dateBack(t, 'membership_orders', order!.id, randomInstant());
  }
  return placed;
}

beforeAll(async () => {
  t = await createStaffTestApp();
  manager = (await logInAs(t, 'manager')).client;
  await refundSomeOrders(t, manager, await placeOrders(), random, randomInstant);
  ledger = await readLedger(t);
}, 600_000);
afterAll(() => t.close());

async function report<Name extends ReportName>(name: Name, from = FROM, to = TO) {
  const answer = await manager.call('GET', `/reports/${name}?from=${from}&to=${to}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return reportResponseSchema(name).parse(answer.body).data;
}

/** The ledger's ticket orders placed in the range, each with its refunds and places. */
function ordersInRange(from = FROM, to = TO) {
  return ledger.orders
    .filter((order) => isWithin(order.created_at, from, to))
    .map((order) => ({
      ...order,
      day: shopDateAt(order.created_at),
      places: sumBy(
        ledger.tickets.filter((ticket) => ticket.order_id === order.id),
        (ticket) => ticket.quantity,
      ),
      refunded: sumBy(
        ledger.refunds.filter((r) => r.order_id === order.id && r.status === 'succeeded'),
        (r) => r.amount_cents,
      ),
    }));
}

describe('report totals on generated orders', () => {
  it('were made of enough varied orders: refunds whole and partial, coupons, donations, taxes', () => {
    const inRange = ordersInRange();
    expect(inRange.length).toBeGreaterThan(TICKET_ORDERS / 2);
    expect(inRange.some((order) => order.discount_cents > 0)).toBe(true);
    expect(inRange.some((order) => order.donation_cents > 0)).toBe(true);
    expect(inRange.some((order) => order.tax_cents > 0)).toBe(true);
    expect(new Set(ledger.tickets.map((ticket) => ticket.activity_id)).size).toBeGreaterThan(2);
    expect(ledger.refunds.filter((r) => r.status === 'succeeded').length).toBeGreaterThan(
      TICKET_ORDERS / 10,
    );
    expect(ledger.tickets.some((ticket) => ticket.refunded_quantity === ticket.quantity)).toBe(
      true,
    );
    expect(ledger.orders.some((order) => !isWithin(order.created_at, FROM, TO))).toBe(true);
  });

  it('sums each shop day (Denver) of the range, across the change of daylight saving time', async () => {
    const days = await report('days');
    expect(days.map((day) => day.day)).toEqual(
      Array.from({ length: 12 }, (_, n) => addDaysToIsoDate(FROM, n)),
    );
    const inRange = ordersInRange();
    for (const day of days) {
      const of = inRange.filter((order) => order.day === day.day);
      expect(day, day.day).toEqual({
        day: day.day,
        orders: of.length,
        places: sumBy(of, (o) => o.places),
        subtotalCents: sumBy(of, (o) => o.subtotal_cents),
        discountCents: sumBy(of, (o) => o.discount_cents),
        taxCents: sumBy(of, (o) => o.tax_cents),
        donationCents: sumBy(of, (o) => o.donation_cents),
        paidCents: sumBy(of, (o) => o.total_paid_cents),
        refundedCents: sumBy(of, (o) => o.refunded),
        netCents: sumBy(of, (o) => o.total_paid_cents - o.refunded),
      });
    }
  });

  it('totals the range: ticket and membership orders, their refunds, and the refunds made in it for earlier orders', async () => {
    const [summary] = await report('summary');
    const inRange = ordersInRange();
    const memberships = ledger.memberships.filter((m) => isWithin(m.created_at, FROM, TO));
    const paid = sumBy(inRange, (o) => o.total_paid_cents);
    const refunded = sumBy(inRange, (o) => o.refunded);
    const membershipPaid = sumBy(memberships, (m) => m.total_paid_cents);
    const createdAt = new Map(ledger.orders.map((o) => [o.id, o.created_at]));
    const refundsMade = ledger.refunds.filter(
      (r) => r.status === 'succeeded' && r.settled_at && isWithin(r.settled_at, FROM, TO),
    );
    // Refunds of the range's own orders are in "Refunded" already: never counted twice.
    const earlierRefunds = refundsMade.filter((r) => shopDateAt(createdAt.get(r.order_id)!) < FROM);
    expect(summary).toEqual({
      ticketOrders: inRange.length,
      places: sumBy(inRange, (o) => o.places),
      subtotalCents: sumBy(inRange, (o) => o.subtotal_cents),
      discountCents: sumBy(inRange, (o) => o.discount_cents),
      taxCents: sumBy(inRange, (o) => o.tax_cents),
      donationCents: sumBy(inRange, (o) => o.donation_cents),
      ticketPaidCents: paid,
      refundedCents: refunded,
      membershipOrders: memberships.length,
      membershipPaidCents: membershipPaid,
      netCents: paid - refunded + membershipPaid,
      earlierRefundsCents: sumBy(earlierRefunds, (r) => r.amount_cents),
    });
    expect(earlierRefunds.length).toBeGreaterThan(0);
    expect(earlierRefunds.length).toBeLessThan(refundsMade.length);
  });

  it('sums places and list-price sales by activity, session and ticket type', async () => {
    const inRange = new Set(ordersInRange().map((order) => order.id));
    const lines = ledger.tickets.filter((ticket) => inRange.has(ticket.order_id));
    const figures = (of: typeof lines) => ({
      orders: new Set(of.map((line) => line.order_id)).size,
      places: sumBy(of, (l) => l.quantity),
      refundedPlaces: sumBy(of, (l) => l.refunded_quantity),
      salesCents: sumBy(of, (l) => l.price_cents * l.quantity),
      netSalesCents: sumBy(of, (l) => l.price_cents * (l.quantity - l.refunded_quantity)),
    });
    const activities = await report('activities');
    expect(activities.map((row) => row.activityId).sort()).toEqual(
      [...new Set(lines.map((l) => l.activity_id))].sort(),
    );
    for (const row of activities)
      expect(row).toMatchObject(figures(lines.filter((l) => l.activity_id === row.activityId)));
    const sessions = await report('sessions');
    expect(sessions.length).toBe(new Set(lines.map((l) => l.activity_time_id)).size);
    for (const row of sessions)
      expect(row).toMatchObject(
        figures(lines.filter((l) => l.activity_time_id === row.activityTimeId)),
      );
    const types = await report('ticket-types');
    expect(types.length).toBe(new Set(lines.map((l) => l.ticket_id)).size);
    for (const row of types) {
      const of = lines.filter((l) => l.ticket_id === row.ticketId);
      expect(row).toMatchObject({ activity: of[0]!.ticket_activity, ...figures(of) });
    }
    expect(sumBy(types, (row) => row.places)).toBe(sumBy(activities, (row) => row.places));
  });

  it('sums membership sales by product', async () => {
    const rows = await report('memberships');
    const inRange = ledger.memberships.filter((m) => isWithin(m.created_at, FROM, TO));
    expect(sumBy(rows, (row) => row.orders)).toBe(inRange.length);
    for (const row of rows) {
      const of = inRange.filter((m) => m.membership_id === row.membershipId);
      expect(row).toMatchObject({
        orders: of.length,
        subtotalCents: sumBy(of, (m) => m.subtotal_before_discounts_cents),
        discountCents: sumBy(of, (m) => m.discount_cents),
        taxCents: sumBy(of, (m) => m.tax_cents),
        donationCents: sumBy(of, (m) => m.donation_cents),
        paidCents: sumBy(of, (m) => m.total_paid_cents),
      });
    }
  });

  it("shows each session's places sold as its orders' places less the refunded ones", async () => {
    const from = shopDateAt(t.now.value);
    const rows = await report('capacity', from, addDaysToIsoDate(from, 120));
    const sold = new Map<number, number>();
    for (const line of ledger.tickets)
      sold.set(
        line.activity_time_id,
        (sold.get(line.activity_time_id) ?? 0) + line.quantity - line.refunded_quantity,
      );
    const sessionsSold = rows.filter((row) => sold.has(row.activityTimeId));
    expect(sessionsSold.length).toBe(sold.size);
    for (const row of sessionsSold) {
      expect(row.sold).toBe(
        (soldBefore.get(row.activityTimeId) ?? 0) + sold.get(row.activityTimeId)!,
      );
      expect(row.available).toBe(row.capacity - row.sold - row.held);
    }
  });

  it('exports every table as CSV that parses back to the same figures', async () => {
    for (const name of ['summary', 'days', 'activities', 'ticket-types', 'memberships'] as const) {
      const rows = await report(name);
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/reports/${name}?from=${FROM}&to=${TO}`,
        remoteAddress: manager.address,
        cookies: Object.fromEntries(manager.jar),
        headers: { accept: 'text/csv' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/csv/);
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="${name}-${FROM}-to-${TO}.csv"`,
      );
      const [header, ...records] = parse(answer.body) as string[][];
      const { columns } = reportTables[name];
      expect(header).toEqual(columns.map((column) => column.header));
      expect(records).toHaveLength(rows.length);
      records.forEach((record, index) => {
        const row = rows[index] as Record<string, unknown>;
        columns.forEach((column, at) => {
          const expected =
            column.kind === 'cents' ? centsToCsvDollars(Number(row[column.key])) : row[column.key];
          expect(record[at], `${name} ${column.key}`).toBe(String(expected));
          if (column.kind === 'cents')
            expect(Math.round(Number(record[at]) * 100)).toBe(row[column.key]);
        });
      });
    }
  });
});

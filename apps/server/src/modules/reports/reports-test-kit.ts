/**
 * What the report tests share: random ticket and membership orders placed through the shop's
 * API (then dated back to chosen instants), refunds through the back office's API, and the
 * report figures worked out in TypeScript from the rows of orders, their tickets and refunds,
 * apart from the reports' SQL. Used by tests only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { shopDateAt } from '@shop/core/shop-time';
import { queryRows } from '../../db/database.ts';
import { testCustomer, testPrimaryMember, shopClient } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A small seeded generator (mulberry32), so a failing run can be repeated. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof createRandom>;

async function rows<T extends z.ZodType>(t: TestApp, schema: T, query: ReturnType<typeof sql>) {
  return (await queryRows(t.database.db, query)).map((row) => schema.parse(row) as z.infer<T>);
}

const sessionCandidateSchema = z.object({
  activity_time_id: z.number().int(),
  activity_id: z.number().int(),
  ticket_ids: z.array(z.number().int()),
  per_attendee: z.boolean(),
});

/** Sessions with room, a few days to a few weeks after `now`, with their own non-add-on tickets. */
export function findCandidateSessions(t: TestApp) {
  return rows(
    t,
    sessionCandidateSchema,
    sql`select s.id as activity_time_id, s.activity_id,
        a.collect_attendee_details as per_attendee,
        (select array_agg(k.id order by k.position) from tickets k
          where k.activity_id = s.activity_id and k.active and not k.add_on) as ticket_ids
      from activity_times s join activities a on a.id = s.activity_id
      where a.active and not s.closed and s.capacity - s.sold >= 12
        and s.starts_at > ${t.now.value.toISOString()}::timestamptz + interval '3 days'
        and s.starts_at < ${t.now.value.toISOString()}::timestamptz + interval '40 days'
        and exists (select 1 from tickets k
          where k.activity_id = s.activity_id and k.active and not k.add_on)
      order by s.id`,
  );
}

type Candidate = z.infer<typeof sessionCandidateSchema>;

/** A ticket order through the shop's API, or null when the shop refuses the random choice. */
export async function placeRandomOrder(t: TestApp, random: Random, session: Candidate) {
  const api = shopClient(t).api;
  const cart = (await api('GET', '/ticketing/cart')).body.data.attributes as { token: string };
  const q = `?cart_token=${cart.token}`;
  const line = await api('POST', `/ticketing/line_items${q}`, {
    activityId: session.activity_id,
    activityTimeId: session.activity_time_id,
  });
  if (line.status !== 201) return null;
  const kinds = random.int(1, Math.min(2, session.ticket_ids.length));
  const addTicket = (body: object) =>
    api('POST', `/ticketing/line_items/${line.body.data.id}/line_item_tickets${q}`, body);
  for (const ticketId of session.ticket_ids.slice(0, kinds)) {
    const quantity = random.int(1, 3);
    // An activity that names its attendees takes one ticket per attendee.
    const bodies = session.per_attendee
      ? Array.from({ length: quantity }, (_, n) => ({
          ticketId,
          quantity: 1,
          attendee: { firstName: `Guest${n}`, lastName: 'Skier', dateOfBirth: '1990-01-01' },
        }))
      : [{ ticketId, quantity }];
    for (const body of bodies) {
      const added = await addTicket(body);
      if (added.status !== 201) return null;
    }
  }
  const coupon = random.pick([null, null, 'WINTER10', 'FIRST50', 'SKATE5']);
  const donation = random.pick([0, 0, 5, 12.5]);
  if (coupon) await api('PATCH', `/ticketing/cart${q}`, { cart: { coupon } });
  if (donation) await api('PATCH', `/ticketing/cart${q}`, { cart: { donationAmount: donation } });
  const card = await shopClient(t).tokenize('4111111111111111');
  const placed = await api(
    'POST',
    `/ticketing/orders${q}`,
    { order: { customerInfo: { ...testCustomer, phone: '801-555-0100', cardToken: card } } },
    { 'idempotency-key': randomUUID() },
  );
  return placed.status === 201 ? (placed.body.data.attributes as { id: number }) : null;
}

/** A membership order of a random product through the shop's API, or null when refused. */
export async function placeRandomMembershipOrder(
  t: TestApp,
  random: Random,
  membershipIds: number[],
  n: number,
) {
  const card = await shopClient(t).tokenize('4111111111111111');
  const placed = await shopClient(t).api(
    'POST',
    '/memberships/orders.json',
    {
      order: {
        orderInfo: {
          membershipId: random.pick(membershipIds),
          primaryMember: testPrimaryMember,
          secondaryMembers: [],
          addOnMembers: [],
          donationAmount: random.pick([0, 10]),
          coupon: random.pick([null, 'MEMBER15']),
        },
        customerInfo: { ...testCustomer, email: `member-${n}@example.org` },
        cardToken: card,
      },
    },
    { 'idempotency-key': randomUUID() },
  );
  return placed.status === 201 ? (placed.body.data.attributes as { id: number }) : null;
}

const orderRowSchema = z.object({
  id: z.number().int(),
  created_at: z.coerce.date(),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  tax_cents: z.number().int(),
  donation_cents: z.number().int(),
  total_paid_cents: z.number().int(),
});
const ticketRowSchema = z.object({
  order_id: z.number().int(),
  activity_id: z.number().int(),
  activity: z.string(),
  activity_time_id: z.number().int(),
  ticket_id: z.number().int(),
  ticket_activity: z.string(),
  quantity: z.number().int(),
  refunded_quantity: z.number().int(),
  price_cents: z.number().int(),
});
const refundRowSchema = z.object({
  order_id: z.number().int(),
  status: z.string(),
  amount_cents: z.number().int(),
  settled_at: z.coerce.date().nullable(),
});
const membershipRowSchema = orderRowSchema
  .omit({ subtotal_cents: true })
  .extend({ membership_id: z.number().int(), subtotal_before_discounts_cents: z.number().int() });

/** Every row the reports are made of, read plainly: no sum, no grouping, no time zone. */
export async function readLedger(t: TestApp) {
  return {
    orders: await rows(t, orderRowSchema, sql`select * from orders`),
    tickets: await rows(
      t,
      ticketRowSchema,
      sql`select o.id as order_id, li.activity_id, a.display_name as activity,
          li.activity_time_id, lit.ticket_id, ta.display_name as ticket_activity,
          lit.quantity, lit.refunded_quantity, lit.price_cents
        from orders o join line_items li on li.cart_id = o.cart_id
        join line_item_tickets lit on lit.line_item_id = li.id
        join activities a on a.id = li.activity_id
        join tickets k on k.id = lit.ticket_id join activities ta on ta.id = k.activity_id`,
    ),
    refunds: await rows(t, refundRowSchema, sql`select * from order_refunds`),
    memberships: await rows(t, membershipRowSchema, sql`select * from membership_orders`),
  };
}
export type Ledger = Awaited<ReturnType<typeof readLedger>>;

export function sumBy<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((sum, item) => sum + value(item), 0);
}

/** The shop days from `from` to `to` as TypeScript counts them. */
export function isWithin(instant: Date, from: string, to: string): boolean {
  const day = shopDateAt(instant);
  return day >= from && day <= to;
}

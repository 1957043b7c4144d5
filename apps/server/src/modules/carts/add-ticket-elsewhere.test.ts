/**
 * Adding a ticket answers and decides on the cart as it is, whoever changed it last: two server
 * processes ("here" and "there") share one database, as behind a load balancer. (These were the
 * kept-cart-view tests of decisions 018 and 019; since decision 026 every add reads the cart.)
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import {
  cartResponseSchema,
  lineItemResponseSchema,
  lineItemTicketResponseSchema,
  type Cart,
} from '@shop/core/cart';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import { createTestApp, TEST_NOW, testSettings, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let elsewhere: FastifyInstance;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let here: ReturnType<typeof shopClient>;
let there: ReturnType<typeof shopClient>;

beforeAll(async () => {
  t = await createTestApp();
  elsewhere = await buildApp({
    settings: testSettings(),
    db: t.database.db,
    clock: () => t.now.value,
    logger: false,
  });
  ids = await findDemoIds(t.database.db);
  here = shopClient(t);
  there = shopClient({ app: elsewhere });
});
afterAll(async () => {
  await elsewhere.close();
  await t.close();
});

async function newCartWithLine(session: string, client = here) {
  const cart = cartResponseSchema.parse((await client.api('GET', '/ticketing/cart')).body).data
    .attributes;
  const sessionRow = await ids.session(session);
  const response = await client.api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
    activityId: ids.activity(session.replace(/-\d{4}-.*$/, '')),
    activityTimeId: sessionRow.id,
    bookingUdfs: [],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const line = lineItemResponseSchema.parse(response.body).data;
  return { cart, line, session: sessionRow };
}

const ticketsUrl = (cart: Cart, lineId: number) =>
  `/ticketing/line_items/${lineId}/line_item_tickets?cart_token=${cart.token}`;

async function addThrough(
  client: ReturnType<typeof shopClient>,
  cart: Cart,
  lineId: number,
  code: string,
  quantity = 1,
) {
  const answer = await client.api('POST', ticketsUrl(cart, lineId), {
    ticketId: await ticketIdByCode(t.database.db, code),
    quantity,
  });
  return answer;
}

async function added(answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return lineItemTicketResponseSchema.parse(answer.body).data.additionalData.cart;
}

async function cartAsRead(cart: Cart) {
  return cartResponseSchema.parse(
    (await here.api('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
  ).data.attributes;
}

const bookingNote = (value: string) => [
  { id: 1, fieldName: 'note', label: 'Note', value, fieldType: 'string' },
];

/** Changes a line's booking fields behind the API, leaving the cart row as it was. */
async function changeBookingFieldsUntouched(lineId: number, value: string) {
  await queryRows(
    t.database.db,
    sql`update line_items set booking_udfs = ${JSON.stringify(bookingNote(value))}::jsonb
        where id = ${lineId} returning id`,
  );
}

async function placesHeld(sessionId: number): Promise<number> {
  const [row] = await queryRows<{ held: number }>(
    t.database.db,
    sql`select coalesce(sum(quantity), 0)::int as held from holds where activity_time_id = ${sessionId}`,
  );
  return row!.held;
}

function expectRefusal(answer: { status: number; body: unknown }, status: number, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(apiErrorBodySchema.parse(answer.body).errors.message).toBe(message);
}

describe('adding a ticket, whichever process changed the cart', () => {
  it('answers the cart as it is after another change, even one that left the cart row alone', async () => {
    const { cart, line } = await newCartWithLine('zipline-tour-2026-12-11-12:00');
    await added(await addThrough(here, cart, line.id, 'zipline-adult'));
    await changeBookingFieldsUntouched(line.id, 'behind the API');
    const read = await added(await addThrough(here, cart, line.id, 'zipline-child'));
    expect(read.lineItems[0]!.bookingUdfs).toEqual(bookingNote('behind the API'));
    expect(read).toEqual(await cartAsRead(cart));
    // Another process's add changed the cart: this one's answer has it.
    await added(await addThrough(there, cart, line.id, 'zipline-adult'));
    const again = await added(await addThrough(here, cart, line.id, 'zipline-child'));
    expect(again).toEqual(await cartAsRead(cart));
    expect(again.lineItems[0]!.lineItemTickets).toHaveLength(4);
  });

  it('answers with the catalogue as it is: names and session times changed behind the API', async () => {
    const { cart, line, session } = await newCartWithLine('zipline-tour-2026-12-18-12:00');
    const adultId = await ticketIdByCode(t.database.db, 'zipline-adult');
    // Behind the API, as the catalogue changes: names, and the session moved by `minutes`.
    const rename = (activity: string, ticket: string, minutes: number) =>
      queryRows(
        t.database.db,
        sql`with a as (update activities set display_name = ${activity}
              where id = ${line.attributes.activityId} returning id),
            tt as (update tickets set display_name = ${ticket} where id = ${adultId} returning id)
            update activity_times
              set starts_at = starts_at + make_interval(mins => ${minutes}),
                  ends_at = ends_at + make_interval(mins => ${minutes})
              where id = ${session.id} returning id`,
      );
    const before = await added(await addThrough(here, cart, line.id, 'zipline-adult'));
    const names = {
      activity: before.lineItems[0]!.displayName,
      ticket: before.lineItems[0]!.lineItemTickets[0]!.displayName,
    };
    try {
      await rename('Zip Line Deluxe', 'Grown-up', 5);
      const renamed = await added(await addThrough(here, cart, line.id, 'zipline-adult'));
      expect(renamed.lineItems[0]!.displayName).toBe('Zip Line Deluxe');
      expect(renamed.lineItems[0]!.lineItemTickets.map((ticket) => ticket.displayName)).toEqual([
        'Grown-up',
        'Grown-up',
      ]);
      expect(renamed.lineItems[0]!.startDatetime).not.toBe(before.lineItems[0]!.startDatetime);
      expect(renamed).toEqual(await cartAsRead(cart));
    } finally {
      await rename(names.activity, names.ticket, -5);
    }
  });

  it('keeps the most tickets at a time on the cart as it is, whichever process changed it', async () => {
    const { cart, line } = await newCartWithLine('zipline-tour-2026-12-13-12:00');
    await added(await addThrough(here, cart, line.id, 'zipline-adult', 5));
    // Elsewhere the line reaches the activity's 8, after this process last answered 5.
    await added(await addThrough(there, cart, line.id, 'zipline-adult', 3));
    expectRefusal(
      await addThrough(here, cart, line.id, 'zipline-child'),
      409,
      'Only 8 tickets may be purchased at a time.',
    );
    const full = await cartAsRead(cart);
    expect(
      full.lineItems[0]!.lineItemTickets.reduce((sum, ticket) => sum + ticket.quantity, 0),
    ).toBe(8);

    // And the other way: this process last answered 8, elsewhere 5 are deleted.
    const five = full.lineItems[0]!.lineItemTickets.find((ticket) => ticket.quantity === 5)!;
    const deleted = await there.api(
      'DELETE',
      `/ticketing/line_items/${line.id}/line_item_tickets/${five.id}?cart_token=${cart.token}`,
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const now = await added(await addThrough(here, cart, line.id, 'zipline-child', 4));
    expect(now).toEqual(await cartAsRead(cart));
    expect(now.lineItems[0]!.lineItemTickets.map((ticket) => ticket.quantity)).toEqual([3, 4]);
  });

  it('refuses a line deleted elsewhere, holding nothing', async () => {
    const { cart, line, session } = await newCartWithLine('zipline-tour-2026-12-14-12:00');
    await added(await addThrough(here, cart, line.id, 'zipline-adult', 2));
    const deleted = await there.api(
      'DELETE',
      `/ticketing/line_items/${line.id}?cart_token=${cart.token}`,
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const heldBefore = await placesHeld(session.id);
    expectRefusal(
      await addThrough(here, cart, line.id, 'zipline-adult'),
      404,
      'Line item was not found.',
    );
    expect(await placesHeld(session.id)).toBe(heldBefore);
    expect((await cartAsRead(cart)).lineItems).toEqual([]);
  });

  it('never holds more than a session has: its places are taken by the guarded update', async () => {
    const { cart, line, session } = await newCartWithLine('zipline-tour-2026-12-15-12:00');
    await added(await addThrough(here, cart, line.id, 'zipline-adult'));
    // The session fills elsewhere, after this process last found room in it.
    await queryRows(
      t.database.db,
      sql`update activity_times set sold = capacity - held where id = ${session.id} returning id`,
    );
    expectRefusal(
      await addThrough(here, cart, line.id, 'zipline-adult'),
      409,
      'The selected number of tickets are not available. Please edit your selection and try again.',
    );
    expect(await placesHeld(session.id)).toBe(1);
    expect((await cartAsRead(cart)).lineItems[0]!.lineItemTickets).toHaveLength(1);
  });

  it('checks the cutoff on the shop clock, not as it was at the last add', async () => {
    // Zipline tours close at their start: 10:00 in Denver is 17:00 UTC.
    const { cart, line } = await newCartWithLine('zipline-tour-2026-12-01-10:00');
    try {
      t.now.value = new Date('2026-12-01T16:59:50Z');
      await added(await addThrough(here, cart, line.id, 'zipline-adult'));
      t.now.value = new Date('2026-12-01T17:00:10Z');
      expectRefusal(
        await addThrough(here, cart, line.id, 'zipline-adult'),
        409,
        "We're sorry, there are no available tickets for this time.",
      );
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('refuses a cart ordered elsewhere', async () => {
    const { cart, line } = await newCartWithLine('zipline-tour-2026-12-16-12:00');
    await added(await addThrough(here, cart, line.id, 'zipline-adult'));
    await queryRows(
      t.database.db,
      sql`update carts set ordered_at = ${TEST_NOW.toISOString()}::timestamptz where token = ${cart.token} returning id`,
    );
    expectRefusal(
      await addThrough(here, cart, line.id, 'zipline-adult'),
      409,
      'This cart has already been ordered. Start a new cart to buy more tickets.',
    );
  });
});

/**
 * Add-ons take no session places (decision 074): a session of riders sells its riders whatever
 * add-ons go with them, and every count (the shop's vacancy, the walk-up list, the back office's
 * sessions table, check-in's expected count, the reports) counts the riders alone.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItemTicketResponseSchema } from '@shop/core/cart';
import { shopDateAt } from '@shop/core/shop-time';
import { walkUpCartResponseSchema, walkUpSessionsResponseSchema } from '@shop/core/walk-up-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs } from '../staff/staff-test-kit.ts';
import { createWalkUpTestKit } from './walk-up-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { rows, sell } = createWalkUpTestKit(
  () => t,
  () => ids,
);

/** Today's (the test clock's) 16:00 zipline, which no other test here sells. */
const SESSION = 'zipline-tour-2026-12-01-16:00';

/** The days orders written by this test fall on, whatever day it runs. */
const SALES_RANGE = `from=${shopDateAt(new Date(Date.now() - 86_400_000))}&to=${shopDateAt(new Date(Date.now() + 86_400_000))}`;

type Client = Awaited<ReturnType<typeof logInAs>>['client'];

/** A walk-up cash sale of `riders` adult places and `photos` photo packages at SESSION. */
function sellAtWindow(client: Client, riders: number, photos: number) {
  return sellAtWindowAt(client, SESSION, riders, photos);
}

async function sellAtWindowAt(client: Client, at: string, riders: number, photos: number) {
  const session = await ids.session(at);
  const tickets = [
    { ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'), quantity: riders },
  ];
  if (photos > 0)
    tickets.push({
      ticketId: await ticketIdByCode(t.database.db, 'zipline-photo'),
      quantity: photos,
    });
  const created = await client.call('POST', '/walk-up/carts', {
    headers: { 'idempotency-key': randomUUID() },
    body: { activityTimeId: session.id, tickets },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const cart = walkUpCartResponseSchema.parse(created.body).data;
  const sold = await sell(client, {
    cartToken: cart.token,
    buyer: { firstName: 'Cocoa', lastName: 'Buyer' },
    payment: { method: 'cash', tenderedCents: 50_000 },
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  return (sold.body as { data: { orderId: number } }).data.orderId;
}

/** Every count of SESSION the shop and the back office show. */
async function countsOf(client: Client) {
  const session = await ids.session(SESSION);
  const capacity = (await shopClient(t).api('GET', `/ticketing/capacities/${session.id}`)).body.data
    .attributes as { sold: number; held: number; vacancy: number };
  const walkUp = walkUpSessionsResponseSchema
    .parse((await client.call('GET', '/walk-up/sessions')).body)
    .data.activities.flatMap((entry) => entry.sessions)
    .find((entry) => entry.id === session.id);
  const month = (await client.call(
    'GET',
    `/activity-times?activityId=${session.activityId}&month=2026-12`,
  )) as { body: { data: { id: number; sold: number; held: number; vacancy: number }[] } };
  const table = month.body.data.find((entry) => entry.id === session.id)!;
  const checkIn = (await client.call('GET', '/check-in/sessions?date=2026-12-01')) as {
    body: { data: { sessions: { id: number; counts: { expected: number } }[] } };
  };
  // Capacity by the session's day; sales by the day the order was written (the real clock's).
  const report = async (name: string, range = 'from=2026-12-01&to=2026-12-01') =>
    (
      (await client.call('GET', `/reports/${name}?${range}`)) as {
        body: { data: Record<string, unknown>[] };
      }
    ).body.data;
  const capacityRow = (await report('capacity')).find((row) => row.activityTimeId === session.id);
  const salesRow = (await report('sessions', SALES_RANGE)).find(
    (row) => row.activityTimeId === session.id,
  );
  return {
    counter: { sold: session.sold, held: session.held },
    shop: { sold: capacity.sold, held: capacity.held, vacancy: capacity.vacancy },
    walkUpVacancy: walkUp?.vacancy,
    table: { sold: table.sold, held: table.held, vacancy: table.vacancy },
    checkInExpected: checkIn.body.data.sessions.find((entry) => entry.id === session.id)?.counts
      .expected,
    report: {
      sold: capacityRow?.sold,
      held: capacityRow?.held,
      tickets: Number(salesRow?.places ?? 0),
    },
  };
}

describe('add-ons take no session places (decision 074)', () => {
  it('3 riders and 2 photo packages take 3 places, in every count', async () => {
    const { client } = await logInAs(t, 'admin');
    const before = await countsOf(client);
    const { capacity, sold } = await ids.session(SESSION);
    expect(before.counter).toEqual({ sold, held: 0 });

    const orderId = await sellAtWindow(client, 3, 2);
    const left = capacity - sold - 3;
    expect(await countsOf(client)).toEqual({
      counter: { sold: sold + 3, held: 0 },
      shop: { sold: sold + 3, held: 0, vacancy: left },
      walkUpVacancy: left,
      table: { sold: sold + 3, held: 0, vacancy: left },
      checkInExpected: before.checkInExpected! + 3,
      report: { sold: sold + 3, held: 0, tickets: before.report.tickets + 3 },
    });
    // The cancellation dialog's places to refund count the riders too.
    const cancellation = (await client.call(
      'GET',
      `/activity-times/${(await ids.session(SESSION)).id}/cancellation`,
    )) as { body: { data: { placesToRefund: number } } };
    expect(cancellation.body.data.placesToRefund).toBe(3);
    // The ticket-type report still counts the add-on's own units.
    const types = (
      (await client.call('GET', `/reports/ticket-types?${SALES_RANGE}`)) as {
        body: { data: { ticketType: string; places: number }[] };
      }
    ).body.data;
    expect(types.find((row) => row.ticketType === 'Photo Package')?.places).toBe(2);

    // A visitor's cart holding 1 rider and 1 photo package holds 1 place.
    const api = shopClient(t).api;
    const cart = (await api('GET', '/ticketing/cart')).body.data.attributes as { token: string };
    const q = `?cart_token=${cart.token}`;
    const session = await ids.session(SESSION);
    const line = await api('POST', `/ticketing/line_items${q}`, {
      activityId: session.activityId,
      activityTimeId: session.id,
    });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    const url = `/ticketing/line_items/${line.body.data.id}/line_item_tickets${q}`;
    for (const code of ['zipline-adult', 'zipline-photo']) {
      const added = await api('POST', url, { ticketId: await ticketIdByCode(t.database.db, code) });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      lineItemTicketResponseSchema.parse(added.body);
    }
    const held = await countsOf(client);
    expect(held.counter).toEqual({ sold: sold + 3, held: 1 });
    expect(held.shop).toEqual({ sold: sold + 3, held: 1, vacancy: left - 1 });
    expect(held.table).toEqual({ sold: sold + 3, held: 1, vacancy: left - 1 });
    expect(held.walkUpVacancy).toBe(left - 1);

    // Refunding the photo packages gives back no places; refunding a rider gives back one.
    const page = (await client.call('GET', `/orders/${orderId}`)) as {
      body: { data: { lines: { tickets: { id: number; name: string }[] }[] } };
    };
    const tickets = page.body.data.lines[0]!.tickets;
    const photo = tickets.find((ticket) => ticket.name === 'Photo Package')!;
    const refunded = await client.call('POST', `/orders/${orderId}/refunds`, {
      body: { tickets: [{ lineItemTicketId: photo.id, quantity: 2 }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect((await ids.session(SESSION)).sold).toBe(sold + 3);
  });

  it('a session with 3 places left sells 3 riders with 2 photo packages', async () => {
    const { client } = await logInAs(t, 'box-office');
    const session = 'zipline-tour-2026-12-01-18:00';
    await rows(sql`update activity_times set sold = capacity - 3 where centaman_id = ${session}`);
    const row = await ids.session(session);
    const created = await client.call('POST', '/walk-up/carts', {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        activityTimeId: row.id,
        tickets: [
          { ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'), quantity: 3 },
          { ticketId: await ticketIdByCode(t.database.db, 'zipline-photo'), quantity: 2 },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cart = walkUpCartResponseSchema.parse(created.body).data;
    const sold = await sell(client, {
      cartToken: cart.token,
      buyer: { firstName: 'Full', lastName: 'Hill' },
      payment: { method: 'cash', tenderedCents: 50_000 },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const after = await ids.session(session);
    expect({ sold: after.sold, held: after.held }).toEqual({ sold: row.capacity, held: 0 });
  });

  it("the migration takes add-ons out of existing sessions' sold and held counters", async () => {
    // What a shop had before: add-ons counted as places, sold with their order and held by
    // their cart. The migration's data statements, run again here, correct both counters.
    const { client } = await logInAs(t, 'box-office');
    const session = 'zipline-tour-2026-12-01-10:00';
    const row = await ids.session(session);
    const photo = await ticketIdByCode(t.database.db, 'zipline-photo');
    const created = await client.call('POST', '/walk-up/carts', {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        activityTimeId: row.id,
        tickets: [
          { ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'), quantity: 2 },
          { ticketId: photo, quantity: 2 },
        ],
      },
    });
    const held = walkUpCartResponseSchema.parse(created.body).data;
    const bought = await sellAtWindowAt(client, session, 3, 3);
    const before = await ids.session(session);
    expect({ sold: before.sold, held: before.held }).toEqual({ sold: row.sold + 3, held: 2 });
    // One of the bought photo packages refunded (its place went back then, as it counted).
    await rows(sql`update line_item_tickets set refunded_quantity = 1
      where ticket_id = ${photo} and line_item_id in (select li.id from line_items li
        join orders o on o.cart_id = li.cart_id where o.id = ${bought})`);
    await rows(sql`update holds set quantity = 2 where line_item_ticket_id in (
      select lit.id from line_item_tickets lit join line_items li on li.id = lit.line_item_id
        join carts c on c.id = li.cart_id where c.token = ${held.token} and lit.ticket_id = ${photo})`);
    await rows(sql`update activity_times set sold = sold + 2, held = held + 2
      where centaman_id = ${session}`);

    const migration = readFileSync(
      new URL('../../../drizzle/0022_add_ons_places_functions.sql', import.meta.url),
      'utf8',
    );
    const dataStatements = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(dataStatements).toHaveLength(3);
    for (const statement of dataStatements) await rows(sql.raw(statement));

    const after = await ids.session(session);
    expect({ sold: after.sold, held: after.held }).toEqual({ sold: row.sold + 3, held: 2 });
    const [hold] = await rows<{ quantity: number }>(sql`select h.quantity from holds h
      join line_item_tickets lit on lit.id = h.line_item_ticket_id
      join line_items li on li.id = lit.line_item_id join carts c on c.id = li.cart_id
      where c.token = ${held.token} and lit.ticket_id = ${photo}`);
    expect(hold?.quantity).toBe(0);
  });
});

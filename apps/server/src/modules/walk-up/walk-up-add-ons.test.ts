/**
 * The window sells add-ons (issue 30): they take no places (decision 074), and an add-on with a
 * stock per session (decision 079) is limited at the window as in the shop: the sessions list
 * says what is left, and a sale over it is refused with nothing held.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTexts } from '@shop/core/cart-texts';
import { walkUpCartResponseSchema, walkUpSessionsResponseSchema } from '@shop/core/walk-up-api';
import { tickets } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
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

/** Today's 14:00 zipline, which no other test of this file sells. */
const SESSION = 'zipline-tour-2026-12-01-14:00';

async function photoLeft(client: AdminClient, photo: number) {
  const session = await ids.session(SESSION);
  const answer = await client.call('GET', '/walk-up/sessions');
  return walkUpSessionsResponseSchema
    .parse(answer.body)
    .data.activities.flatMap((entry) => entry.sessions)
    .find((entry) => entry.id === session.id)!
    .tickets!.find((ticket) => ticket.id === photo)!.left;
}

function cartOf(client: AdminClient, riders: number, photos: number, ticketIds: number[]) {
  return ids.session(SESSION).then((session) =>
    client.call('POST', '/walk-up/carts', {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        activityTimeId: session.id,
        tickets: [
          { ticketId: ticketIds[0]!, quantity: riders },
          { ticketId: ticketIds[1]!, quantity: photos },
        ],
      },
    }),
  );
}

describe('add-ons at the window (issue 30)', () => {
  it("sells an add-on within its session's stock and refuses one over it, holding nothing", async () => {
    const { client } = await logInAs(t, 'box-office');
    const adult = await ticketIdByCode(t.database.db, 'zipline-adult');
    const photo = await ticketIdByCode(t.database.db, 'zipline-photo');
    await t.database.db.update(tickets).set({ stockPerSession: 2 }).where(eq(tickets.id, photo));
    expect(await photoLeft(client, photo)).toBe(2);
    const { sold } = await ids.session(SESSION);

    const created = await cartOf(client, 2, 2, [adult, photo]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cart = walkUpCartResponseSchema.parse(created.body).data;
    const sale = await sell(client, {
      cartToken: cart.token,
      buyer: { firstName: 'Photo', lastName: 'Buyer' },
      payment: { method: 'cash', tenderedCents: 50_000 },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const orderId = (sale.body as { data: { orderId: number } }).data.orderId;
    const units = await rows<{ name: string; quantity: number }>(
      sql`select k.display_name as name, t.quantity from orders o
        join line_items l on l.cart_id = o.cart_id
        join line_item_tickets t on t.line_item_id = l.id
        join tickets k on k.id = t.ticket_id where o.id = ${orderId} order by t.id`,
    );
    expect(units.map((unit) => unit.quantity)).toEqual([2, 2]);
    expect(await photoLeft(client, photo)).toBe(0);
    // The photos took no places: two riders were sold.
    expect((await ids.session(SESSION)).sold).toBe(sold + 2);

    const refused = await cartOf(client, 1, 1, [adult, photo]);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(cartTexts.addOnsUnavailable);
    // Nothing is held for the refused sale: the rider it added first went back on sale.
    const session = await ids.session(SESSION);
    expect({ sold: session.sold, held: session.held }).toEqual({ sold: sold + 2, held: 0 });
  });
});

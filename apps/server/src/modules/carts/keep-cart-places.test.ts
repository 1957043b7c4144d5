import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartHoldsResponseSchema, cartResponseSchema, type Cart } from '@shop/core/cart';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { cartsTestKit, expectError, type DemoIds } from './carts-test-kit.ts';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, newCart, capacityOf, addLine, ticketId } = cartsTestKit(() => ({ t, ids }));
const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);

async function cartHolding(session: string, quantity: number) {
  const cart = await newCart();
  const line = await addLine(cart, 'zipline-tour', session);
  const added = await call(
    'POST',
    `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
    { ticketId: await ticketId('zipline-adult'), quantity },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const ticket = added.body.data.id as number;
  return { cart, session: line.session, ticket };
}

async function renew(cart: Cart) {
  const response = await call('POST', `/ticketing/cart/holds?cart_token=${cart.token}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return cartHoldsResponseSchema.parse(response.body).data;
}

describe('POST /ticketing/cart/holds', () => {
  it('keeps the places for another full hold and says how many seconds are left', async () => {
    const { cart } = await cartHolding('zipline-tour-2027-01-05-12:00', 2);
    try {
      t.now.value = minutes(12);
      const renewed = await renew(cart);
      expect(renewed.attributes).toEqual({
        holdsExpireAt: minutes(27).toISOString(),
        holdsExpireInSeconds: 15 * 60,
        unavailableTicketIds: [],
      });
      expect(renewed.additionalData.cart.holdsExpireInSeconds).toBe(15 * 60);
      // The cart itself counts the same seconds down, by the server's clock.
      t.now.value = new Date(minutes(13).getTime() + 500);
      const read = cartResponseSchema.parse(
        (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
      ).data.attributes;
      expect(read.holdsExpireInSeconds).toBe(15 * 60);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('takes again a hold with under 30 seconds left, which a renewal leaves alone', async () => {
    const { cart } = await cartHolding('zipline-tour-2027-01-05-14:00', 1);
    try {
      t.now.value = new Date(minutes(15).getTime() - 20_000);
      const renewed = await renew(cart);
      expect(renewed.attributes.holdsExpireAt).toBe(
        new Date(t.now.value.getTime() + 15 * 60_000).toISOString(),
      );
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('takes lapsed places again while free, and names the tickets whose places are gone', async () => {
    // Tomorrow's first zipline has two places left.
    const held = await cartHolding('zipline-tour-2026-12-02-10:00', 2);
    const free = await addLine(held.cart, 'zipline-tour', 'zipline-tour-2027-01-06-12:00');
    const freeTicket = await call(
      'POST',
      `/ticketing/line_items/${free.id}/line_item_tickets?cart_token=${held.cart.token}`,
      { ticketId: await ticketId('zipline-adult'), quantity: 1 },
    );
    try {
      t.now.value = minutes(16);
      await cartHolding('zipline-tour-2026-12-02-10:00', 2);
      const renewed = await renew(held.cart);
      expect(renewed.attributes.unavailableTicketIds).toEqual([held.ticket]);
      expect(renewed.attributes.holdsExpireAt).toBe(minutes(31).toISOString());
      // The ticket stays in the cart, unheld; the other session's place is held again.
      const tickets = renewed.additionalData.cart.lineItems.flatMap((l) => l.lineItemTickets);
      expect(tickets.map((ticket) => ticket.id)).toEqual(
        expect.arrayContaining([held.ticket, freeTicket.body.data.id as number]),
      );
      expect((await capacityOf(held.session.id)).vacancy).toBe(0);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('keeps a hold about to lapse whose places can no longer be taken again, unnamed while it lasts', async () => {
    const { cart, session, ticket } = await cartHolding('zipline-tour-2027-01-07-12:00', 2);
    // An operator lowers the capacity below what is held: taking the two again cannot fit.
    await t.database.db.execute(
      sql`update activity_times set capacity = sold + held - 1 where id = ${session.id}`,
    );
    const before = await capacityOf(session.id);
    try {
      t.now.value = new Date(minutes(15).getTime() - 20_000);
      const renewed = await renew(cart);
      expect(renewed.attributes.unavailableTicketIds).toEqual([]);
      // The retake was undone, not half done: the hold and the session's count are as they were.
      expect(renewed.additionalData.cart.holdsExpireAt).toBe(minutes(15).toISOString());
      expect(await capacityOf(session.id)).toEqual(before);
      expect(before.held).toBeGreaterThanOrEqual(2);
      // Once it lapses, the ticket is named.
      t.now.value = minutes(16);
      expect((await renew(cart)).attributes.unavailableTicketIds).toEqual([ticket]);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('refuses an unknown cart, and needs a cart token', async () => {
    expectError(await call('POST', '/ticketing/cart/holds?cart_token=nope'), 404, /Cart/);
    expectError(await call('POST', '/ticketing/cart/holds'), 400, /cart_token/);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, lineItemTicketResponseSchema } from '@shop/core/cart';
import { queryRows } from '../../db/database.ts';
import { carts } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { prepareAddCartTicket } from './add-cart-ticket.ts';
import { cartsTestKit, rider, type DemoIds } from './carts-test-kit.ts';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, newCart, capacityOf, addLine, ticketId } = cartsTestKit(() => ({ t, ids }));

describe('the cart an added ticket answers with', () => {
  it('is the cart as GET reads it, after every add across lines, attendees and add-ons', async () => {
    const cart = await newCart();
    const cartNow = async () =>
      cartResponseSchema.parse((await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body)
        .data.attributes;
    const add = async (line: { id: number }, body: object) => {
      const added = await call(
        'POST',
        `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
        body,
      );
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const answered = lineItemTicketResponseSchema.parse(added.body).data.additionalData.cart;
      expect(answered).toEqual(await cartNow());
      return answered;
    };
    const bobsled = await addLine(
      cart,
      'bobsled-experience',
      'bobsled-experience-2026-12-09-12:00',
    );
    const zipline = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-11-12:00');
    await add(zipline, { ticketId: await ticketId('zipline-child'), quantity: 2 });
    await add(bobsled, { ticketId: await ticketId('bobsled-adult'), ...rider('Ann') });
    // An adult after a child: the answer lists tickets by the type's position, as GET does.
    await add(zipline, { ticketId: await ticketId('zipline-adult'), quantity: 1 });
    await add(bobsled, { ticketId: await ticketId('bobsled-adult'), ...rider('Bo') });
    const last = await add(zipline, { ticketId: await ticketId('zipline-adult'), quantity: 2 });
    expect(last.lineItems.map((item) => item.lineItemTickets.length)).toEqual([2, 3]);
  });

  it('is read again when the cart changed between the read and the add', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-11-12:00');
    const [cartRow] = await queryRows<{ id: number; version: string }>(
      t.database.db,
      sql`select id, xmin::text as version from carts where token = ${cart.token}`,
    );
    const adult = await ticketId('zipline-adult');
    const addWith = (version: string) =>
      queryRows<{ cart_unchanged: boolean; coupon_count: number }>(
        t.database.db,
        sql`select cart_unchanged, coupon_count from add_cart_ticket(${cartRow!.id}, ${line.id},
          ${line.session.id}, ${adult}, 1, 4500, 725, null, '[]'::jsonb, false,
          ${new Date(TEST_NOW.getTime() + 15 * 60_000).toISOString()}::timestamptz,
          ${TEST_NOW.toISOString()}::timestamptz, ${version})`,
      );
    // The version read first matches; after that add touched the cart, it no longer does.
    expect((await addWith(cartRow!.version))[0]).toEqual({ cart_unchanged: true, coupon_count: 0 });
    expect((await addWith(cartRow!.version))[0]).toEqual({
      cart_unchanged: false,
      coupon_count: 0,
    });
  });
});

describe('adding a ticket to a cart ordered meanwhile', () => {
  it('is refused by the database and writes nothing', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'snowshoe-tour', 'snowshoe-tour-2026-12-17-10:00');
    const [read] = await queryRows<{ version: string }>(
      t.database.db,
      sql`select xmin::text as version from carts where id = ${cart.id}`,
    );
    // The order is placed after the server read the cart and before its add reaches the cart.
    await t.database.db
      .update(carts)
      .set({ orderedAt: TEST_NOW })
      .where(eq(carts.id, Number(cart.id)));
    const before = await capacityOf(line.session.id);
    const addCartTicket = prepareAddCartTicket(t.database.db);
    const addAfterOrder = async () =>
      addCartTicket({
        cartId: Number(cart.id),
        lineItemId: Number(line.id),
        activityTimeId: line.session.id,
        ticketId: await ticketId('snowshoe-adult'),
        quantity: 1,
        priceCents: 4500,
        taxRateBps: 0,
        attendee: null,
        attendeeUdfs: [],
        checkAddOns: false,
        expiresAt: new Date(TEST_NOW.getTime() + 15 * 60_000),
        now: TEST_NOW,
        seenVersion: read!.version,
      });
    await expect(addAfterOrder()).rejects.toMatchObject({
      message: 'This cart has already been ordered. Start a new cart to buy more tickets.',
    });
    expect(await capacityOf(line.session.id)).toEqual(before);
    const [tickets] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from line_item_tickets where line_item_id = ${line.id}`,
    );
    expect(tickets!.count).toBe(0);
  });
});

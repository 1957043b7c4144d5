import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { tickets } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cartsTestKit, expectError, type DemoIds } from './carts-test-kit.ts';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, newCart, capacityOf, addLine, ticketId } = cartsTestKit(() => ({ t, ids }));

describe('moving a line to another session', () => {
  it('re-adds the tickets at the new session, same booking fields, and releases the old places', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'public-skate', 'public-skate-2026-12-01-12:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    await call('POST', url, { ticketId: await ticketId('skate-admission'), quantity: 2 });
    await call('POST', url, { ticketId: await ticketId('skate-rental'), quantity: 2 });
    const target = await ids.session('public-skate-2026-12-03-16:00');
    const before = { old: await capacityOf(line.session.id), target: await capacityOf(target.id) };

    const response = await call(
      'PATCH',
      `/ticketing/line_items/${line.id}?cart_token=${cart.token}`,
      {
        activityTimeId: target.id,
      },
    );
    expect(response.status).toBe(200);
    const moved = lineItemResponseSchema.parse(response.body).data;
    expect(moved.id).not.toBe(line.id);
    expect(moved.attributes.eventId).toBe(target.id);
    expect(
      moved.attributes.lineItemTickets.map((ticket) => [ticket.displayName, ticket.quantity]),
    ).toEqual([
      ['Skate Admission', 2],
      ['Skate Rental', 2],
    ]);
    // Dynamic pricing: the admission takes the new session's price.
    const sessionPrice = (
      await call(
        'GET',
        `/ticketing/activities/${ids.activity('public-skate')}/activity_times/${target.id}?includeTickets=true`,
      )
    ).body.data.attributes.tickets[0].price;
    expect(moved.attributes.lineItemTickets[0]!.price).toBe(sessionPrice);
    expect(moved.additionalData.cart.lineItems).toHaveLength(1);
    // The rentals are add-ons: they take no places (decision 074).
    expect((await capacityOf(line.session.id)).held).toBe(before.old.held - 2);
    expect((await capacityOf(target.id)).held).toBe(before.target.held + 2);
  });

  it('uses the first ticket of the new session where the old ticket type is gone', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'snowshoe-tour', 'snowshoe-tour-2026-12-08-10:00');
    const child = await ticketId('snowshoe-child');
    await call(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      { ticketId: child },
    );
    await t.database.db.update(tickets).set({ active: false }).where(eq(tickets.id, child));
    try {
      const target = await ids.session('snowshoe-tour-2026-12-08-13:00');
      const moved = lineItemResponseSchema.parse(
        (
          await call('PATCH', `/ticketing/line_items/${line.id}?cart_token=${cart.token}`, {
            activityTimeId: target.id,
          })
        ).body,
      ).data.attributes;
      expect(moved.lineItemTickets.map((ticket) => ticket.displayName)).toEqual(['Adult']);
    } finally {
      await t.database.db.update(tickets).set({ active: true }).where(eq(tickets.id, child));
    }
  });

  it('keeps the line where it was when the new session has too few places', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-13-10:00');
    await call(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      {
        ticketId: await ticketId('zipline-adult'),
        quantity: 3,
      },
    );
    const nearlyFull = await ids.session('zipline-tour-2026-12-02-10:00');
    expectError(
      await call('PATCH', `/ticketing/line_items/${line.id}?cart_token=${cart.token}`, {
        activityTimeId: nearlyFull.id,
      }),
      409,
      /not available/,
    );
    const cartNow = (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body.data
      .attributes as Cart;
    expect(cartNow.lineItems.map((item) => item.id)).toEqual([line.id]);
    expect((await capacityOf(line.session.id)).held).toBe(3);
  });
});

/**
 * Every change of a cart moves the cart row's version (touchCart, or add_cart_ticket in SQL): an
 * add checked against the version it read then finds any change made in between (decision 026).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItemTicketResponseSchema, type Cart } from '@shop/core/cart';
import { z } from 'zod';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cartsTestKit, type DemoIds } from './carts-test-kit.ts';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, newCart, addLine, ticketId } = cartsTestKit(() => ({ t, ids }));

async function versionOf(cart: Cart): Promise<string> {
  const rows = await queryRows(
    t.database.db,
    sql`select xmin::text as version from carts where id = ${cart.id}`,
  );
  return z.array(z.object({ version: z.string() })).parse(rows)[0]!.version;
}

/** Runs a change through the API and answers whether the cart row's version moved. */
async function movesVersion(cart: Cart, change: () => Promise<{ status: number }>) {
  const before = await versionOf(cart);
  const response = await change();
  expect(response.status, JSON.stringify(response)).toBeLessThan(300);
  return (await versionOf(cart)) !== before;
}

describe('every change of a cart', () => {
  it('moves the cart row’s version: lines, tickets, booking fields, sessions and the donation', async () => {
    const cart = await newCart();
    const token = `cart_token=${cart.token}`;
    let line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-11-12:00');
    const ticketsUrl = () => `/ticketing/line_items/${line.id}/line_item_tickets?${token}`;
    let ticket = 0;
    const addTicket = async () => {
      const added = await call('POST', ticketsUrl(), { ticketId: await ticketId('zipline-adult') });
      ticket = lineItemTicketResponseSchema.parse(added.body).data.id;
      return added;
    };
    const ticketUrl = () => `/ticketing/line_items/${line.id}/line_item_tickets/${ticket}?${token}`;
    const later = (await ids.session('zipline-tour-2026-12-11-14:00')).id;

    expect(await movesVersion(cart, addTicket)).toBe(true);
    expect(await movesVersion(cart, () => call('PATCH', ticketUrl(), { quantity: 2 }))).toBe(true);
    expect(
      await movesVersion(cart, () =>
        call('PATCH', `/ticketing/line_items/${line.id}?${token}`, { bookingUdfs: [] }),
      ),
    ).toBe(true);
    expect(
      await movesVersion(cart, async () => {
        const moved = await call('PATCH', `/ticketing/line_items/${line.id}?${token}`, {
          activityTimeId: later,
        });
        line = { ...line, id: moved.body.data.id };
        return moved;
      }),
    ).toBe(true);
    await addTicket();
    expect(await movesVersion(cart, () => call('DELETE', ticketUrl()))).toBe(true);
    expect(
      await movesVersion(cart, () =>
        call('PATCH', `/ticketing/cart?${token}`, { cart: { donationAmount: 5 } }),
      ),
    ).toBe(true);
    expect(
      await movesVersion(cart, () => call('DELETE', `/ticketing/line_items/${line.id}?${token}`)),
    ).toBe(true);
    expect(
      await movesVersion(cart, async () => {
        line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-11-12:00');
        return { status: 201 };
      }),
    ).toBe(true);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@shop/core/order-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOrderEditTestKit } from './order-edit-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const {
  api,

  skateSessions,
  placeSkateOrder,
  openEdit,

  cartFor,
  tryChanges,
} = createOrderEditTestKit(
  () => t,
  () => ids,
);

describe('committing an edit', () => {
  it('an abandoned edit releases its holds and leaves the order as it was', async () => {
    const sessions = await skateSessions();
    const order = await placeSkateOrder(sessions[0]!.id, 1);
    const edit = await openEdit(order);
    await api(
      'PATCH',
      `/ticketing/line_items/${edit.cart.lineItems[0]!.id}?cart_token=${edit.cart.token}`,
      {
        activityTimeId: sessions[1]!.id,
      },
    );
    const held = await queryRows(
      t.database.db,
      sql`select 1 from holds where cart_id = ${edit.cart.id}`,
    );
    expect(held.length).toBeGreaterThan(0);
    expect((await api('DELETE', `/ticketing/orders/${order.token}`)).status).toBe(204);
    expect(
      await queryRows(t.database.db, sql`select 1 from holds where cart_id = ${edit.cart.id}`),
    ).toEqual([]);
    const now = orderResponseSchema.parse(
      (await api('GET', `/ticketing/orders/${order.token}`)).body,
    ).data.attributes;
    expect(now.cart.lineItems[0]!.eventId).toBe(sessions[0]!.id);
    expect(now.totalPaid).toBe(order.totalPaid);
    expect((await api('DELETE', `/ticketing/orders/${order.token}`)).status).toBe(404);
  });

  it('a discarded edit’s working cart is gone: its token gets a new empty cart and changes nothing', async () => {
    const [session] = await skateSessions();
    const order = await placeSkateOrder(session!.id, 1);
    const edit = await openEdit(order);
    expect((await api('DELETE', `/ticketing/orders/${order.token}`)).status).toBe(204);

    const fresh = await cartFor(edit.cart.token);
    expect(fresh.token).not.toBe(edit.cart.token);
    expect(fresh.id).not.toBe(edit.cart.id);
    expect(fresh.lineItems).toEqual([]);
    expect(await tryChanges(edit.cart)).toEqual(
      Array(4).fill({ status: 404, message: 'Cart was not found.' }),
    );
    expect(
      await queryRows(t.database.db, sql`select 1 from line_items where cart_id = ${edit.cart.id}`),
    ).toEqual([]);
    // Opening the edit again makes a new working copy.
    expect((await openEdit(order)).cart.token).not.toBe(edit.cart.token);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { createOrderEditTestKit } from './order-edit-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { api, skateSessions, placeSkateOrder, openEdit } = createOrderEditTestKit(
  () => t,
  () => ids,
);

describe('opening an edit', () => {
  it('answers the order with a working copy of its cart and the original beside it', async () => {
    const [first] = await skateSessions();
    const order = await placeSkateOrder(first!.id, 2);
    const edit = await openEdit(order);
    expect(edit.token).toBe(order.token);
    expect(edit.receipt).toBe(order.receipt);
    expect(edit.cart.token).not.toBe(order.cart.token);
    expect(edit.cart.total).toBe(order.totalPaid);
    expect(edit.originalOrder).toMatchObject({ totalPaid: order.totalPaid });
    expect(edit.cart.lineItems[0]!.bookingId).toBe(
      `${order.receipt}-${order.cart.lineItems[0]!.id}`,
    );
    // Opening again resumes the same working copy.
    expect((await openEdit(order)).cart.token).toBe(edit.cart.token);
  });

  it('refuses to open an edit once every session of the order has ended', async () => {
    const [session] = await skateSessions();
    const order = await placeSkateOrder(session!.id, 1);
    t.now.value = new Date('2027-01-15T12:00:00Z');
    try {
      const response = await api('GET', `/ticketing/orders/${order.token}?edit_mode=true`);
      expect(response.status).toBe(422);
      expect(response.body.errors.message).toBe(
        'This reservation has already taken place and can no longer be changed.',
      );
    } finally {
      t.now.value = TEST_NOW;
    }
  });
});

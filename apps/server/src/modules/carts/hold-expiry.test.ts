import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItemTicketResponseSchema, type Cart } from '@shop/core/cart';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { sweepExpiredHolds } from './hold-places.ts';
import { cartsTestKit, expectError, type DemoIds } from './carts-test-kit.ts';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, newCart, capacityOf, addLine, ticketId } = cartsTestKit(() => ({ t, ids }));

describe('hold expiry', () => {
  it('renews a cart’s holds on activity only when they would gain a minute or more', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'snowshoe-tour', 'snowshoe-tour-2026-12-15-10:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const adult = await ticketId('snowshoe-adult');
    const expiryAfterAdd = async (msLater: number) => {
      t.now.value = new Date(TEST_NOW.getTime() + msLater);
      const added = await call('POST', url, { ticketId: adult, quantity: 1 });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      return lineItemTicketResponseSchema.parse(added.body).data.additionalData.cart.holdsExpireAt;
    };
    const fifteenMinutes = 15 * 60_000;
    try {
      expect(await expiryAfterAdd(0)).toBe(
        new Date(TEST_NOW.getTime() + fifteenMinutes).toISOString(),
      );
      // 30 s later the first hold would gain 30 s: it is left as it is.
      expect(await expiryAfterAdd(30_000)).toBe(
        new Date(TEST_NOW.getTime() + fifteenMinutes).toISOString(),
      );
      // 100 s later both would gain more than a minute: every hold runs 15 minutes from now.
      expect(await expiryAfterAdd(100_000)).toBe(
        new Date(TEST_NOW.getTime() + 100_000 + fifteenMinutes).toISOString(),
      );
      // With under 30 s left, the holds are not renewed: another cart, on a clock a little
      // ahead, may already count them as expired. They lapse and are taken again.
      const lastSeconds = 100_000 + fifteenMinutes - 20_000;
      expect(await expiryAfterAdd(lastSeconds)).toBe(
        new Date(TEST_NOW.getTime() + 100_000 + fifteenMinutes).toISOString(),
      );
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('stops counting an expired hold at once, takes it again on the next visit, and sweeps old ones', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'snowshoe-tour', 'snowshoe-tour-2026-12-15-10:00');
    await call(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      {
        ticketId: await ticketId('snowshoe-adult'),
        quantity: 2,
      },
    );
    const held = (await capacityOf(line.session.id)).held;
    try {
      t.now.value = new Date(TEST_NOW.getTime() + 15 * 60_000 + 1);
      expect((await capacityOf(line.session.id)).held).toBe(held - 2);
      const swept = await sweepExpiredHolds(
        t.database.db,
        new Date(t.now.value.getTime() + 60_001),
      );
      expect(swept).toBeGreaterThan(0);
      // Visiting the cart takes the places again for another 15 minutes.
      const cartNow = (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body.data
        .attributes as Cart;
      expect(cartNow.holdsExpireAt).toBe(
        new Date(t.now.value.getTime() + 15 * 60_000).toISOString(),
      );
      expect((await capacityOf(line.session.id)).held).toBe(held);
    } finally {
      t.now.value = TEST_NOW;
    }
  });
});

describe('POST /ticketing/event_holds/{id}', () => {
  it('holds the cart’s places at the session and says how many, for the right cart only', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'snowshoe-tour', 'snowshoe-tour-2026-12-16-10:00');
    await call(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      {
        ticketId: await ticketId('snowshoe-adult'),
        quantity: 2,
      },
    );
    const response = await call(
      'POST',
      `/ticketing/event_holds/${line.session.id}?cart_token=${cart.token}&cart_id=${cart.id}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({
      activityTimeId: line.session.id,
      cartId: cart.id,
      quantity: 2,
    });
    expectError(
      await call(
        'POST',
        `/ticketing/event_holds/${line.session.id}?cart_token=${cart.token}&cart_id=${cart.id + 1000}`,
      ),
      400,
      /cart_id: Does not match the cart/,
    );
  });
});

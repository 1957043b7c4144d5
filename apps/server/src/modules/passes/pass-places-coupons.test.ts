/**
 * Coupons and donations beside membership places (issue 31): a coupon takes its share off the
 * public-price places only (an included place has nothing to take off), a donation is added as
 * on any cart, and the order is paid what the cart shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@shop/core/cart';
import { orderResponseSchema } from '@shop/core/order-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buyDualPass, passPlacesKit } from './pass-places-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { api, cartAt, readPlaces, addPlace, orderCart } = passPlacesKit(() => t);

describe('a cart with membership places', () => {
  it('takes a coupon off the paid places only, adds a donation, and the order charges the total', async () => {
    const { bearer } = await buyDualPass(t, `coupon.${Date.now()}@example.org`);
    const session = await ids.session('public-skate-2026-12-03-12:00');
    const admission = await ticketIdByCode(t.database.db, 'skate-admission');
    const at = await cartAt(session);
    const [ada] = await readPlaces(bearer, session.id);
    expect(
      (await addPlace(bearer, at, { memberId: ada!.memberId, ticketId: admission })).status,
    ).toBe(201);
    const paid = await api(
      'POST',
      `/ticketing/line_items/${at.lineId}/line_item_tickets?cart_token=${at.cart.token}`,
      { ticketId: admission, quantity: 1 },
    );
    expect(paid.status).toBe(201);
    const publicPrice = paid.body.data.attributes.price as number;

    const patched = await api('PATCH', `/ticketing/cart?cart_token=${at.cart.token}`, {
      cart: { coupon: 'WINTER10', donationAmount: 5 },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const cart = cartResponseSchema.parse(patched.body).data.attributes;
    // 10% of the one public-price place; the included place is $0 and stays so.
    const discount = Math.round(publicPrice * 10) / 100;
    expect(cart.subtotal).toBe(publicPrice);
    expect(cart.discounts).toBe(discount);
    expect(cart.donationAmount).toBe(5);
    const place = cart.lineItems[0]!.lineItemTickets.find((ticket) => ticket.passPlace !== null)!;
    expect(place).toMatchObject({ price: 0, total: 0, coupon: null });
    expect(cart.total).toBe(Math.round((publicPrice - discount + cart.taxes + 5) * 100) / 100);

    const ordered = await orderCart(at.cart, await shopClient(t).tokenize());
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    expect(orderResponseSchema.parse(ordered.body).data.attributes.totalPaid).toBe(cart.total);
  });
});

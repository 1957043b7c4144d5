import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema } from '@shop/core/cart';
import { couponTexts } from '@shop/core/coupon-texts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

import { createCouponTestKit } from './coupon-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, cartWith } = createCouponTestKit(
  () => t,
  () => ids,
);

describe('applying a coupon to the cart', () => {
  it('takes 10% off each ticket line before its tax, and lists the discount per coupon', async () => {
    const cart = await cartWith(
      'zipline-tour',
      'zipline-tour-2026-12-10-10:00',
      'zipline-adult',
      2,
    );
    const response = await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
      cart: { coupon: 'winter10' },
    });
    expect(response.status).toBe(200);
    const updated = cartResponseSchema.parse(response.body).data.attributes;
    // $90.00 − $9.00 = $81.00; 7.25% tax = $5.8725 -> $5.87.
    expect(updated).toMatchObject({ subtotal: 90, discounts: 9, taxes: 5.87, total: 86.87 });
    expect(updated.appliedCoupons).toEqual([
      expect.objectContaining({
        coupon: 'WINTER10',
        description: '10% off any activity',
        discounts: 9,
        problem: null,
      }),
    ]);
    expect(updated.lineItems[0]!.lineItemTickets[0]).toMatchObject({
      coupon: 'WINTER10',
      couponType: 'percent',
      total: 86.87,
    });
  });

  it('explains why a code cannot apply, and changes nothing', async () => {
    const cart = await cartWith(
      'zipline-tour',
      'zipline-tour-2026-12-11-10:00',
      'zipline-adult',
      1,
    );
    const expect422 = async (code: string, message: string) => {
      const response = await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
        cart: { coupon: code },
      });
      expect(response.status, code).toBe(422);
      expect(apiErrorBodySchema.parse(response.body).errors.message).toBe(message);
    };
    await expect422('NOPE', 'This coupon code is not valid.');
    await expect422('SUMMER20', 'This coupon code has expired.');
    await expect422('SKATE5', couponTexts.couldNotApply);
    await expect422('MEMBER15', couponTexts.couldNotApply);
    const after = cartResponseSchema.parse(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
    expect(after.appliedCoupons).toEqual([]);
    expect(after.discounts).toBe(0);
  });

  it('allows a 100% code only with exactly one ticket in the cart', async () => {
    const two = await cartWith(
      'bobsled-experience',
      'bobsled-experience-2026-12-10-12:00',
      'bobsled-adult',
      2,
    );
    const refused = await call('PATCH', `/ticketing/cart?cart_token=${two.token}`, {
      cart: { coupon: 'RIDEFREE' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.message).toBe(couponTexts.fullDiscountSingleTicket);

    const one = await cartWith(
      'bobsled-experience',
      'bobsled-experience-2026-12-10-14:00',
      'bobsled-adult',
      1,
    );
    const applied = cartResponseSchema.parse(
      (
        await call('PATCH', `/ticketing/cart?cart_token=${one.token}`, {
          cart: { coupon: 'RIDEFREE' },
        })
      ).body,
    ).data.attributes;
    expect(applied).toMatchObject({ subtotal: 95, discounts: 95, taxes: 0, total: 0 });
  });
});

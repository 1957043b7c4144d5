import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { couponTexts } from '@shop/core/discounts';
import { queryRows } from '../../db/database.ts';
import { coupons } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, testCustomer, ticketIdByCode } from '../../test/shop-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
  shopClient(t).api(...args);
const ticketId = (code: string) => ticketIdByCode(t.database.db, code);

async function count(table: string, where = sql`true`) {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
  );
  return Number(row!.n);
}

/** A cart with `quantity` tickets of one type at one session. */
async function cartWith(
  activity: string,
  session: string,
  ticket: string,
  quantity: number,
): Promise<Cart> {
  const cart = cartResponseSchema.parse((await call('GET', '/ticketing/cart')).body).data
    .attributes;
  const sessionRow = await ids.session(session);
  const line = lineItemResponseSchema.parse(
    (
      await call('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
        activityId: ids.activity(activity),
        activityTimeId: sessionRow.id,
        bookingUdfs:
          activity === 'bobsled-experience'
            ? [
                { fieldName: 'heard_about_us', value: 'Other' },
                { fieldName: 'party_size', value: 1 },
              ]
            : [],
      })
    ).body,
  ).data;
  for (let i = 0; i < (activity === 'bobsled-experience' ? quantity : 1); i++) {
    const body =
      activity === 'bobsled-experience'
        ? {
            ticketId: await ticketId(ticket),
            attendee: { firstName: `R${i}`, lastName: 'X', dateOfBirth: '1990-01-01' },
            attendeeUdfs: [
              { fieldName: 'weight_lbs', value: 150 },
              { fieldName: 'emergency_phone', value: '555' },
            ],
          }
        : { ticketId: await ticketId(ticket), quantity };
    const added = await call(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      body,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return cartResponseSchema.parse(
    (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
  ).data.attributes;
}

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

  it('validates a code against the cart without applying it', async () => {
    const cart = await cartWith(
      'public-skate',
      'public-skate-2026-12-02-10:00',
      'skate-admission',
      1,
    );
    const response = await call(
      'GET',
      `/ticketing/coupons/validate/SKATE5?cart_token=${cart.token}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({
      valid: true,
      discounts: 5,
      coupon: { code: 'SKATE5', kind: 'fixed', amount: 5 },
    });
    const after = cartResponseSchema.parse(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
    expect(after.appliedCoupons).toEqual([]);
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

  it('removes a coupon by its id', async () => {
    const cart = await cartWith(
      'zipline-tour',
      'zipline-tour-2026-12-12-10:00',
      'zipline-adult',
      1,
    );
    const applied = cartResponseSchema.parse(
      (
        await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
          cart: { coupon: 'WINTER10' },
        })
      ).body,
    ).data.attributes;
    const couponId = applied.appliedCoupons[0]!.id;
    const removed = await call('DELETE', `/ticketing/coupons/${couponId}?cart_token=${cart.token}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.attributes).toMatchObject({
      appliedCoupons: [],
      discounts: 0,
      total: 48.26,
    });
    expect(
      (await call('DELETE', `/ticketing/coupons/${couponId}?cart_token=${cart.token}`)).status,
    ).toBe(404);
  });
});

describe('looking a code up for an activity', () => {
  it('answers a code that applies to the activity and session, by either path', async () => {
    const skate = ids.activity('public-skate');
    const a = await call('GET', `/ticketing/coupons/skate5?activity_id=${skate}`);
    expect(a.status).toBe(200);
    expect(a.body.data.attributes).toMatchObject({
      code: 'SKATE5',
      activityId: skate,
      productArea: 'Ticketing',
    });
    const b = await call('GET', `/coupons/MEMBER15.json?product_area=Memberships`);
    expect(b.status).toBe(200);
    expect(b.body.data.attributes.code).toBe('MEMBER15');
  });

  it('refuses a code for another activity, an expired one and an unknown one', async () => {
    expect(
      (await call('GET', `/ticketing/coupons/SKATE5?activity_id=${ids.activity('zipline-tour')}`))
        .status,
    ).toBe(422);
    expect((await call('GET', '/ticketing/coupons/SUMMER20')).body.errors.message).toBe(
      'This coupon code has expired.',
    );
    expect((await call('GET', '/coupons/NOPE.json?product_area=Ticketing')).status).toBe(422);
    expect((await call('GET', '/coupons/NOPE.json?product_area=Shop')).status).toBe(400);
  });
});

describe('holding a coupon use', () => {
  async function cartsWithLastUse() {
    await t.database.db.update(coupons).set({ usedCount: 49 }).where(eq(coupons.code, 'FIRST50'));
    const carts = await Promise.all(
      ['13', '14', '15'].map((day) =>
        cartWith('zipline-tour', `zipline-tour-2026-12-${day}-10:00`, 'zipline-adult', 1),
      ),
    );
    for (const cart of carts) {
      const applied = await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
        cart: { coupon: 'FIRST50' },
      });
      expect(applied.status).toBe(200);
    }
    return carts;
  }

  it('the hold posted before an order reserves nothing, so carts never paid for lock no use', async () => {
    const carts = await cartsWithLastUse();
    const held = await Promise.all(
      carts.map((cart) => call('POST', `/ticketing/coupons/hold?cart_token=${cart.token}`)),
    );
    expect(held.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(held[0]!.body.data.attributes).toEqual({ coupons: ['FIRST50'], expiresAt: null });
    expect(await count('coupon_holds')).toBe(0);
    const fresh = await cartWith(
      'zipline-tour',
      'zipline-tour-2026-12-16-10:00',
      'zipline-adult',
      1,
    );
    const applied = await call('PATCH', `/ticketing/cart?cart_token=${fresh.token}`, {
      cart: { coupon: 'FIRST50' },
    });
    expect(applied.status).toBe(200);
  });

  it('the last use goes to one of the carts paying at once; the others are refused before any charge', async () => {
    const carts = await cartsWithLastUse();
    const results = await Promise.all(
      carts.map(async (cart) =>
        call(
          'POST',
          `/ticketing/orders?cart_token=${cart.token}`,
          {
            order: {
              customerInfo: { ...testCustomer, cardToken: await shopClient(t).tokenize() },
            },
          },
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 422, 422]);
    for (const refused of results.filter((result) => result.status === 422)) {
      expect(apiErrorBodySchema.parse(refused.body).errors.message).toBe(
        'FIRST50: This coupon code has already been used the maximum number of times.',
      );
    }
    // One charge, for the order; the refused payments left no reservation behind.
    expect(await count('sandbox_transactions', sql`transaction_type = 'Purchase'`)).toBe(1);
    expect(await count('coupon_holds')).toBe(0);
    const [coupon] = await t.database.db
      .select({ usedCount: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.code, 'FIRST50'));
    expect(coupon!.usedCount).toBe(50);
  });
});

describe('donations', () => {
  it('adds an untaxed donation to the total, and 0 removes it', async () => {
    const cart = await cartWith(
      'zipline-tour',
      'zipline-tour-2026-12-17-10:00',
      'zipline-adult',
      1,
    );
    const withGift = cartResponseSchema.parse(
      (
        await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
          cart: { donationAmount: 25.5 },
        })
      ).body,
    ).data.attributes;
    expect(withGift).toMatchObject({
      subtotal: 45,
      taxes: 3.26,
      donationAmount: 25.5,
      total: 73.76,
    });
    const without = cartResponseSchema.parse(
      (
        await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
          cart: { donationAmount: 0 },
        })
      ).body,
    ).data.attributes;
    expect(without).toMatchObject({ donationAmount: 0, total: 48.26 });
  });

  it('refuses a donation that is not a non-negative amount of dollars', async () => {
    const cart = await cartWith(
      'zipline-tour',
      'zipline-tour-2026-12-18-10:00',
      'zipline-adult',
      1,
    );
    for (const donationAmount of [-5, 'ten', 1.234]) {
      const response = await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
        cart: { donationAmount },
      });
      expect(response.status, String(donationAmount)).toBe(400);
      expect(response.body.errors.fields).toHaveProperty(['cart.donationAmount']);
    }
    expect(
      (await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, { cart: {} })).status,
    ).toBe(400);
    const after = cartResponseSchema.parse(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
    expect(after.donationAmount).toBe(0);
  });
});

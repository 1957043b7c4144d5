import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@shop/core/cart';
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

const { call, newCart } = cartsTestKit(() => ({ t, ids }));

describe('GET /ticketing/cart', () => {
  it('gives a new, empty cart an unguessable token, and finds it again by that token', async () => {
    const cart = await newCart();
    expect(cart.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cart).toMatchObject({
      lineItems: [],
      subtotal: 0,
      taxes: 0,
      total: 0,
      donationAmount: 0,
    });
    const again = cartResponseSchema.parse(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    );
    expect(again.data.id).toBe(cart.id);
    // The new cart's answer, made without reading it back, is the cart as read.
    expect(again.data.attributes).toEqual(cart);
    const camel = cartResponseSchema.parse(
      (await call('GET', `/ticketing/cart?cartToken=${cart.token}`)).body,
    );
    expect(camel.data.id).toBe(cart.id);
  });

  it('answers an unknown token with a new cart rather than an error', async () => {
    const cart = cartResponseSchema.parse(
      (await call('GET', '/ticketing/cart?cart_token=gone')).body,
    ).data.attributes;
    expect(cart.token).not.toBe('gone');
    expect(cart.lineItems).toEqual([]);
    expect(cart).not.toHaveProperty('placedOrderToken');
  });
});

/**
 * What the back-office order tests share: paid orders placed through the shop's API for a given
 * buyer (a coupon and a donation when asked), staff clients of each role, and reads of the
 * database and the sandbox ledger. Used by tests only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { orderResponseSchema, type Order } from '@shop/core/order-api';
import { queryRows } from '../../db/database.ts';
import type { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';

const orderTestCustomer = {
  firstName: 'Ada',
  lastName: 'Skier',
  email: 'ada@example.org',
  phone: '801-555-0100',
};

type DemoIds = Awaited<ReturnType<typeof findDemoIds>>;

export const SESSION = 'zipline-tour-2026-12-10-12:00';

/** A visitor's cart of adult places at a session, and the session's capacity, through the shop's API. */
function createCartKit(app: () => TestApp, demoIds: () => DemoIds) {
  const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
    shopClient(app()).api(...args);
  async function addPlaces(cart: Cart, session: string, quantity: number) {
    const sessionRow = await demoIds().session(session);
    const line = lineItemResponseSchema.parse(
      (
        await api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
          activityId: sessionRow.activityId,
          activityTimeId: sessionRow.id,
        })
      ).body,
    ).data;
    const added = await api(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      { ticketId: await ticketIdByCode(app().database.db, 'zipline-adult'), quantity },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  async function cartWith(session: string, quantity: number): Promise<Cart> {
    const cart = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data
      .attributes;
    await addPlaces(cart, session, quantity);
    return cart;
  }
  async function capacityOf(sessionId: number) {
    return (await api('GET', `/ticketing/capacities/${sessionId}`)).body.data.attributes as {
      sold: number;
    };
  }
  return {
    api,
    cartWith,
    addPlaces,
    capacityOf,
    tokenize: (n: string) => shopClient(app()).tokenize(n),
  };
}

export function createOrdersAdminTestKit(app: () => TestApp, demoIds: () => DemoIds) {
  const kit = createCartKit(app, demoIds);

  /** A paid order of `quantity` adult zipline places for the buyer. */
  async function paidOrder(
    options: {
      quantity?: number;
      customer?: Partial<typeof orderTestCustomer>;
      coupon?: string;
      donation?: number;
      session?: string;
      /** A second line: places at another session in the same order. */
      also?: { session: string; quantity: number };
    } = {},
  ): Promise<Order> {
    const cart = await kit.cartWith(options.session ?? SESSION, options.quantity ?? 2);
    if (options.also) await kit.addPlaces(cart, options.also.session, options.also.quantity);
    if (options.coupon !== undefined || options.donation !== undefined) {
      const changed = await kit.api('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
        cart: {
          ...(options.coupon ? { coupon: options.coupon } : {}),
          ...(options.donation ? { donationAmount: options.donation } : {}),
        },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    }
    const card = await kit.tokenize('4111111111111111');
    const placed = await kit.api(
      'POST',
      `/ticketing/orders?cart_token=${cart.token}`,
      { order: { customerInfo: { ...orderTestCustomer, ...options.customer, cardToken: card } } },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return orderResponseSchema.parse(placed.body).data.attributes;
  }

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return queryRows<T>(app().database.db, query);
  }

  /** The sandbox's successful credits (refunds) of an order's charge, as the ledger has them. */
  async function sandboxRefunds(orderId: number) {
    return rows<{ amount_cents: number; order_id: string }>(
      sql`select c.amount_cents, c.order_id from sandbox_transactions c
        join orders o on o.charge_transaction_token = c.reference_token
        where o.id = ${orderId} and c.transaction_type = 'Credit' and c.succeeded
        order by c.created_at`,
    );
  }

  async function soldOf(session = SESSION): Promise<number> {
    return (await kit.capacityOf((await demoIds().session(session)).id)).sold;
  }

  return { paidOrder, rows, sandboxRefunds, soldOf };
}

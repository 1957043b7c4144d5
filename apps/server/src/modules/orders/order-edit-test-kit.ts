/**
 * What the order edit tests share: a paid skate order, its edit opened and committed, the
 * changes a visitor could try on a cart, and the payments and places read back. Used by tests only.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { orderResponseSchema, type Order } from '@shop/core/order-api';
import { queryRows } from '../../db/database.ts';
import { activityTimes } from '../../db/schema.ts';
import type { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { orderTestCustomer } from './order-test-kit.ts';

type DemoIds = Awaited<ReturnType<typeof findDemoIds>>;

/** A paid skate order, its edit opened and committed. */
function createOrderEditActions(app: () => TestApp, demoIds: () => DemoIds) {
  const client = () => shopClient(app());
  const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) => client().api(...args);

  const customer = orderTestCustomer;

  const ticketId = (code: string) => ticketIdByCode(app().database.db, code);
  const tokenize = () => client().tokenize();

  /** Skate sessions and their admission price (dynamic pricing gives each its own). */
  async function skateSessions() {
    const response = await api(
      'GET',
      `/ticketing/activities/${demoIds().activity('public-skate')}/activity_times?startDate=2026-12-02&endDate=2026-12-10&includeTickets=true`,
    );
    return (
      response.body.data as {
        id: number;
        attributes: { tickets: { price: number }[]; available: boolean };
      }[]
    )
      .filter((time) => time.attributes.available)
      .map((time) => ({ id: time.id, price: time.attributes.tickets[0]!.price }));
  }

  async function placeSkateOrder(sessionId: number, quantity: number): Promise<Order> {
    const cart = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data
      .attributes;
    const line = lineItemResponseSchema.parse(
      (
        await api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
          activityId: demoIds().activity('public-skate'),
          activityTimeId: sessionId,
        })
      ).body,
    ).data;
    await api(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      {
        ticketId: await ticketId('skate-admission'),
        quantity,
      },
    );
    const placed = await api(
      'POST',
      `/ticketing/orders?cart_token=${cart.token}`,
      { order: { customerInfo: { ...customer, cardToken: await tokenize() } } },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return orderResponseSchema.parse(placed.body).data.attributes;
  }

  async function openEdit(order: Order): Promise<Order> {
    const response = await api('GET', `/ticketing/orders/${order.token}?edit_mode=true`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return orderResponseSchema.parse(response.body).data.attributes;
  }

  function commit(
    order: Order,
    edit: Cart,
    key = randomUUID(),
    cardToken?: string,
    expectedTotal?: number,
  ) {
    const customerInfo = { ...customer, ...(cardToken ? { cardToken } : {}) };
    return api(
      'POST',
      `/ticketing/orders?cart_token=${edit.token}&edit_mode=true`,
      { order: { orderToken: order.token, customerInfo, expectedTotal } },
      { 'idempotency-key': key },
    );
  }

  return { client, api, ticketId, tokenize, skateSessions, placeSkateOrder, openEdit, commit };
}

/** The carts, payments and places of an edit, read back. */
function createOrderEditReads(app: () => TestApp, demoIds: () => DemoIds) {
  const { api, ticketId, skateSessions } = createOrderEditActions(app, demoIds);

  /** The cart a GET with this token answers. */
  async function cartFor(token: string): Promise<Cart> {
    return cartResponseSchema.parse((await api('GET', `/ticketing/cart?cart_token=${token}`)).body)
      .data.attributes;
  }

  /** The changes a visitor could try on a cart, each answered with its status and error message. */
  async function tryChanges(cart: Cart) {
    const [session] = await skateSessions();
    const line = cart.lineItems[0]!;
    const answers = await Promise.all([
      api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
        activityId: demoIds().activity('public-skate'),
        activityTimeId: session!.id,
      }),
      api('POST', `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`, {
        ticketId: await ticketId('skate-admission'),
      }),
      api('PATCH', `/ticketing/line_items/${line.id}?cart_token=${cart.token}`, {
        activityTimeId: session!.id,
      }),
      api('PATCH', `/ticketing/cart?cart_token=${cart.token}`, { cart: { donationAmount: 5 } }),
    ]);
    return answers.map((answer) => ({
      status: answer.status,
      message: apiErrorBodySchema.parse(answer.body).errors.message,
    }));
  }

  async function payments(orderId: number) {
    return queryRows<{ kind: string; amount_cents: number; succeeded: boolean }>(
      app().database.db,
      sql`select kind, amount_cents, succeeded from payment_transactions where order_id = ${orderId} order by id`,
    );
  }

  async function soldAt(sessionId: number) {
    const [row] = await app()
      .database.db.select({ sold: activityTimes.sold })
      .from(activityTimes)
      .where(eq(activityTimes.id, sessionId));
    return row!.sold;
  }

  return { cartFor, tryChanges, payments, soldAt };
}

export function createOrderEditTestKit(app: () => TestApp, demoIds: () => DemoIds) {
  return { ...createOrderEditActions(app, demoIds), ...createOrderEditReads(app, demoIds) };
}

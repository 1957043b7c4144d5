/**
 * Test support: a paid order as the order flow leaves it. The cart is filled through the real
 * cart endpoints; the order row and its queued confirmation are inserted directly, as the
 * orders service's transaction writes them.
 */
import { eq, sql } from 'drizzle-orm';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { dollarsToCents } from '@shop/core/money';
import { carts, holds, orders, outbox, tickets } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Admissions in the order: 2 adults and a child on the zipline, 2 museum adults, 1 bobsled rider. */
export const TEST_ORDER_ADMISSIONS = 6;

export interface TestOrder {
  orderId: number;
  outboxId: number;
  token: string;
  receipt: string;
  cart: Cart;
  totalPaidCents: number;
}

export interface TestOrderOptions {
  donationCents?: number;
  coupon?: { code: string; description: string; discountCents: number };
  riderName?: { firstName: string; lastName: string };
}

/** A call of the test app's API that must succeed; answers the body. */
function bindApiCall(t: TestApp) {
  return async (method: 'GET' | 'POST', url: string, body?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as unknown;
  };
}

/** Fills a new cart through the cart endpoints: zipline, museum and bobsled; answers its token. */
async function fillTestCart(t: TestApp, options: TestOrderOptions): Promise<string> {
  const db = t.database.db;
  const ids = await findDemoIds(db);
  const call = bindApiCall(t);
  const ticketId = async (code: string) => {
    const [row] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.centamanId, code));
    return row!.id;
  };

  const { token } = cartResponseSchema.parse(await call('GET', '/ticketing/cart')).data.attributes;
  const addLine = async (activity: string, session: string, bookingUdfs: object[] = []) => {
    const body = await call('POST', `/ticketing/line_items?cart_token=${token}`, {
      activityId: ids.activity(activity),
      activityTimeId: (await ids.session(session)).id,
      bookingUdfs,
    });
    return lineItemResponseSchema.parse(body).data.id;
  };
  const addTicket = (lineId: number, body: object) =>
    call('POST', `/ticketing/line_items/${lineId}/line_item_tickets?cart_token=${token}`, body);

  const zipline = await addLine('zipline-tour', 'zipline-tour-2026-12-10-12:00');
  await addTicket(zipline, { ticketId: await ticketId('zipline-adult'), quantity: 2 });
  await addTicket(zipline, { ticketId: await ticketId('zipline-child'), quantity: 1 });
  await addTicket(zipline, { ticketId: await ticketId('zipline-photo'), quantity: 1 });
  const museum = await addLine('museum-admission', 'museum-admission-any-day');
  await addTicket(museum, { ticketId: await ticketId('museum-adult'), quantity: 2 });
  const bobsled = await addLine('bobsled-experience', 'bobsled-experience-2026-12-09-14:00', [
    { fieldName: 'heard_about_us', value: 'Friend or family', fieldType: 'select' },
    { fieldName: 'party_size', value: '1', fieldType: 'numeric' },
  ]);
  await addTicket(bobsled, {
    ticketId: await ticketId('bobsled-adult'),
    attendee: {
      ...(options.riderName ?? { firstName: 'Ana', lastName: 'Rider' }),
      dateOfBirth: '1990-04-02',
    },
    attendeeUdfs: [
      { fieldName: 'weight_lbs', value: '150' },
      { fieldName: 'emergency_phone', value: '801-555-0100' },
    ],
  });
  return token;
}

/** Orders the cart as the orders service's transaction does, with its confirmation queued. */
async function insertPaidOrder(
  t: TestApp,
  token: string,
  options: TestOrderOptions,
): Promise<TestOrder> {
  const db = t.database.db;
  await db
    .update(carts)
    .set({ donationCents: options.donationCents ?? 0 })
    .where(eq(carts.token, token));
  const cart = cartResponseSchema.parse(
    await bindApiCall(t)('GET', `/ticketing/cart?cart_token=${token}`),
  ).data.attributes;
  const [cartRow] = await db
    .update(carts)
    .set({ orderedAt: t.now.value })
    .where(eq(carts.token, token))
    .returning();
  // As an order does, let go of the holds (so later test orders find places).
  await db.delete(holds).where(eq(holds.cartId, cartRow!.id));
  const discountCents = options.coupon?.discountCents ?? 0;
  const totalPaidCents = dollarsToCents(cart.total) - discountCents;
  const orderToken = `test-order-${cartRow!.id}-${'x'.repeat(32)}`;
  const [order] = await db
    .insert(orders)
    .values({
      token: orderToken,
      receipt: sql`nextval('order_receipt_seq')::text`,
      cartId: cartRow!.id,
      email: 'ana.rider@example.com',
      firstName: 'Ana',
      lastName: 'Rider',
      paymentMethod: 'Visa ending in 1111',
      subtotalCents: dollarsToCents(cart.subtotal),
      discountCents,
      taxCents: dollarsToCents(cart.taxes),
      donationCents: dollarsToCents(cart.donationAmount),
      totalPaidCents,
      couponCodes: options.coupon ? [options.coupon] : [],
      createdAt: t.now.value,
    })
    .returning();
  const [queued] = await db
    .insert(outbox)
    .values({
      kind: 'order-confirmation',
      payload: { orderId: order!.id },
      nextAttemptAt: t.now.value,
    })
    .returning();
  return {
    orderId: order!.id,
    outboxId: queued!.id,
    token: orderToken,
    receipt: order!.receipt,
    cart,
    totalPaidCents,
  };
}

export async function insertTestOrder(
  t: TestApp,
  options: TestOrderOptions = {},
): Promise<TestOrder> {
  return insertPaidOrder(t, await fillTestCart(t, options), options);
}

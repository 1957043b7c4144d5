/**
 * Refunding a box-office cash sale (decision 059): the refund rules of decision 055 (chosen
 * places or the whole order, never above what was paid, exactly once, places released, coupon
 * uses returned with the whole order, audited, e-mailed when the order has an address), with the
 * money counted out at the window: no gateway call and no payment transaction.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderResponseSchema,
  orderAdminTexts,
  refundResponseSchema,
} from '@shop/core/order-admin-api';
import { walkUpCartResponseSchema, walkUpSaleResponseSchema } from '@shop/core/walk-up-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { createWalkUpTestKit, TODAY_NOON } from './walk-up-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { rows, soldAt, walkUpCart, sell } = createWalkUpTestKit(
  () => t,
  () => ids,
);

/** A cash walk-up sale of `quantity` adult places today, the coupon applied through the shop's cart. */
async function cashSale(
  client: AdminClient,
  options: { quantity: number; email?: string; coupon?: string },
) {
  const created = await walkUpCart(client, TODAY_NOON, options.quantity);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const cart = walkUpCartResponseSchema.parse(created.body).data;
  if (options.coupon) {
    const changed = await shopClient(t).api('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
      cart: { coupon: options.coupon },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  }
  const answer = await sell(client, {
    cartToken: cart.token,
    buyer: {
      firstName: 'Walk',
      lastName: 'Up',
      ...(options.email ? { email: options.email } : {}),
    },
    payment: { method: 'cash', tenderedCents: 20_000 },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return walkUpSaleResponseSchema.parse(answer.body).data;
}

function refund(client: AdminClient, orderId: number, body: object, key = randomUUID()) {
  return client.call('POST', `/orders/${orderId}/refunds`, {
    body,
    headers: { 'idempotency-key': key },
  });
}

/** Whatever reached the gateway or the payment ledger for an order after its sale. */
async function moneyMoves(orderId: number) {
  return rows(
    sql`select id::text as id from payment_transactions where order_id = ${orderId}
    union all
    select s.token as id from sandbox_transactions s where s.transaction_type = 'Credit'
      and s.order_id like 'order-refund:%' and s.order_id in (
        select 'order-refund:' || r.id from order_refunds r where r.order_id = ${orderId})`,
  );
}

const mailsOf = (orderId: number) =>
  rows<{ kind: string; payload: { refundId?: number } }>(
    sql`select kind, payload from outbox where payload->>'orderId' = ${String(orderId)} order by id`,
  );

describe('refunding a cash walk-up sale', () => {
  it('refunds a chosen place in cash once, then the rest; places back, audited, no gateway, no e-mail without an address', async () => {
    const { client, account } = await logInAs(t, 'box-office');
    const sale = await cashSale(client, { quantity: 2 });
    const page = adminOrderResponseSchema.parse(
      (await client.call('GET', `/orders/${sale.orderId}`)).body,
    ).data;
    const ticket = page.lines[0]!.tickets[0]!;
    const soldBefore = await soldAt(TODAY_NOON);

    const key = randomUUID();
    const body = { tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }], reason: 'Left early' };
    const first = await refund(client, sale.orderId, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const made = refundResponseSchema.parse(first.body).data;
    expect(made).toMatchObject({
      status: 'succeeded',
      method: 'cash',
      amountCents: 4827,
      wholeOrder: false,
      staffEmail: account.email,
    });
    expect(await soldAt(TODAY_NOON)).toBe(soldBefore - 1);

    // The same request again is the same refund: nothing counted out twice.
    const again = await refund(client, sale.orderId, body, key);
    expect(again.status).toBe(201);
    expect(refundResponseSchema.parse(again.body).data.id).toBe(made.id);
    expect(await soldAt(TODAY_NOON)).toBe(soldBefore - 1);

    // Never more than what is left of the $96.53 paid.
    const tooMuch = await refund(client, sale.orderId, { wholeOrder: true, amountCents: 4827 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.message).toBe(orderAdminTexts.tooLarge(4826));

    const rest = await refund(client, sale.orderId, { wholeOrder: true });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(refundResponseSchema.parse(rest.body).data).toMatchObject({
      method: 'cash',
      amountCents: 4826,
    });
    expect(await soldAt(TODAY_NOON)).toBe(soldBefore - 2);
    const done = await refund(client, sale.orderId, { wholeOrder: true });
    expect(done.status).toBe(409);
    expect(done.body.errors.message).toBe(orderAdminTexts.alreadyRefunded);

    expect(await moneyMoves(sale.orderId)).toEqual([]);
    expect(await mailsOf(sale.orderId)).toEqual([]);
    const audit = await rows<{ staff_id: number; action: string }>(
      sql`select staff_id, action from audit_log where entity = 'order'
        and entity_id = ${String(sale.orderId)} and action = 'order.refund'`,
    );
    expect(audit).toEqual([
      { staff_id: account.id, action: 'order.refund' },
      { staff_id: account.id, action: 'order.refund' },
    ]);
    const after = adminOrderResponseSchema.parse(
      (await client.call('GET', `/orders/${sale.orderId}`)).body,
    ).data;
    expect(after.status).toBe('refunded');
    expect(after.refunds.map((r) => [r.method, r.amountCents])).toEqual([
      ['cash', 4827],
      ['cash', 4826],
    ]);
  });

  it('refunds the whole order in cash: the coupon use comes back and the buyer is e-mailed', async () => {
    const { client } = await logInAs(t, 'manager');
    const couponUses = async () =>
      (
        await rows<{ used_count: number }>(
          sql`select used_count from coupons where code = 'WINTER10'`,
        )
      )[0]!.used_count;
    const sale = await cashSale(client, {
      quantity: 1,
      email: 'walk.up@example.org',
      coupon: 'WINTER10',
    });
    const usesAfterSale = await couponUses();
    const soldBefore = await soldAt(TODAY_NOON);

    const answer = await refund(client, sale.orderId, { wholeOrder: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(refundResponseSchema.parse(answer.body).data).toMatchObject({
      method: 'cash',
      amountCents: sale.totalPaidCents,
    });
    expect(await soldAt(TODAY_NOON)).toBe(soldBefore - 1);
    expect(await couponUses()).toBe(usesAfterSale - 1);
    expect(await moneyMoves(sale.orderId)).toEqual([]);
    // The refund's own e-mail (decision 057), which says cash for a cash order (refund-email.ts).
    const mails = await mailsOf(sale.orderId);
    expect(mails.at(-1)).toEqual({
      kind: 'order-refund',
      payload: { orderId: sale.orderId, refundId: refundResponseSchema.parse(answer.body).data.id },
    });
  });
});

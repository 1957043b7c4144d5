/**
 * The box office's walk-up sale (issue 15, decision 059): today's sessions through the shop's
 * carts and order rules, paid in cash (no gateway call) or by card through the vault once,
 * with the staff member on the order, the sale audited, and its tickets PDF to print.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema, orderSearchResponseSchema } from '@shop/core/order-admin-api';
import { staffTexts } from '@shop/core/staff-api';
import {
  walkUpCartResponseSchema,
  walkUpSaleResponseSchema,
  walkUpSessionsResponseSchema,
  walkUpTexts,
} from '@shop/core/walk-up-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs } from '../staff/staff-test-kit.ts';
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

/** Sandbox purchases made with an idempotency key, and the order's own recorded payments. */
async function gatewayPurchases(key: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from payment_transactions
      where idempotency_key = ${key} and kind = 'purchase'`,
  );
  return Number(row!.n);
}

describe('walk-up sale', () => {
  it("lists today's sessions of each activity with their tickets and vacancy", async () => {
    const { client } = await logInAs(t, 'box-office');
    const answer = await client.call('GET', '/walk-up/sessions');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { data } = walkUpSessionsResponseSchema.parse(answer.body);
    expect(data.date).toBe('2026-12-01');
    const zipline = data.activities.find((entry) => entry.activity.centamanId === 'zipline-tour');
    expect(zipline?.sessions.map((s) => s.startTime)).toEqual(
      expect.arrayContaining([expect.stringMatching(/12:00/)]),
    );
    for (const entry of data.activities)
      for (const session of entry.sessions) {
        // A season-long session sells on each of its days.
        expect(session.startDate <= data.date && session.endDate >= data.date).toBe(true);
      }
    expect(zipline!.sessions[0]!.tickets!.length).toBeGreaterThan(0);
  });

  it('sells two tickets for cash: no gateway call, the staff member, cash, its tender and change on the order, audited, no e-mail', async () => {
    const { client, account } = await logInAs(t, 'box-office');
    const soldBefore = await soldAt(TODAY_NOON);
    const created = await walkUpCart(client, TODAY_NOON, 2);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cart = walkUpCartResponseSchema.parse(created.body).data;
    expect(cart.total).toBe(96.53);
    expect(cart.holdsExpireAt).not.toBeNull();

    const key = randomUUID();
    const answer = await sell(
      client,
      {
        cartToken: cart.token,
        buyer: { firstName: 'Walk', lastName: 'Up' },
        payment: { method: 'cash', tenderedCents: 10_000 },
      },
      key,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const sale = walkUpSaleResponseSchema.parse(answer.body).data;
    expect(sale).toMatchObject({
      totalPaidCents: 9653,
      paymentMethod: 'cash',
      email: '',
      cashTenderedCents: 10_000,
      changeCents: 347,
    });
    expect(await soldAt(TODAY_NOON)).toBe(soldBefore + 2);
    expect(await gatewayPurchases(key)).toBe(0);

    const [order] = await rows<{ payment_method: string; sold_by_staff_id: number }>(
      sql`select payment_method, sold_by_staff_id, cash_tendered_cents, cash_change_cents
        from orders where id = ${sale.orderId}`,
    );
    expect(order).toEqual({
      payment_method: 'cash',
      sold_by_staff_id: account.id,
      cash_tendered_cents: 10_000,
      cash_change_cents: 347,
    });
    const audit = await rows<{ staff_id: number; action: string; after: unknown }>(
      sql`select staff_id, action, after from audit_log where entity = 'order'
        and entity_id = ${String(sale.orderId)}`,
    );
    expect(audit).toEqual([
      {
        staff_id: account.id,
        action: 'order.walk-up-sale',
        after: expect.objectContaining({ cashTenderedCents: 10_000, cashChangeCents: 347 }),
      },
    ]);
    const mails = await rows(
      sql`select id from outbox where payload->>'orderId' = ${String(sale.orderId)}`,
    );
    expect(mails).toEqual([]);

    const search = await client.call('GET', `/orders?q=${sale.receipt}`);
    expect(orderSearchResponseSchema.parse(search.body).data).toEqual([
      expect.objectContaining({ id: sale.orderId, paymentMethod: 'cash', soldBy: account.name }),
    ]);
    const page = adminOrderResponseSchema.parse(
      (await client.call('GET', `/orders/${sale.orderId}`)).body,
    );
    expect(page.data.paymentMethod).toBe('cash');
    expect(page.data.cash).toEqual({ tenderedCents: 10_000, changeCents: 347 });
    expect(page.data.soldBy).toEqual({ id: account.id, name: account.name, email: account.email });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${sale.orderId}/tickets`,
      cookies: Object.fromEntries(client.jar),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sells by card through the vault once, e-mails the buyer, and a replay is not charged again', async () => {
    const { client } = await logInAs(t, 'manager');
    const cart = walkUpCartResponseSchema.parse(
      (await walkUpCart(client, TODAY_NOON, 1)).body,
    ).data;
    const card = await shopClient(t).tokenize('4111111111111111');
    const body = {
      cartToken: cart.token,
      buyer: { firstName: 'Card', lastName: 'Buyer', email: 'card.buyer@example.org' },
      payment: { method: 'card', cardToken: card },
    };
    const key = randomUUID();
    const first = await sell(client, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const sale = walkUpSaleResponseSchema.parse(first.body).data;
    expect(sale.paymentMethod).toMatch(/Visa|1111/);
    const again = await sell(client, body, key);
    expect(again.status).toBe(201);
    expect(walkUpSaleResponseSchema.parse(again.body).data.orderId).toBe(sale.orderId);
    expect(await gatewayPurchases(key)).toBe(1);
    const charges = await rows(
      sql`select token from sandbox_transactions where transaction_type = 'Purchase'
        and payment_method_token = ${card}`,
    );
    expect(charges).toHaveLength(1);
    const mails = await rows<{ kind: string }>(
      sql`select kind from outbox where payload->>'orderId' = ${String(sale.orderId)}`,
    );
    expect(mails).toEqual([{ kind: 'order-confirmation' }]);
  });

  it('refuses a sold-out session before any sale, and holds nothing', async () => {
    const { client } = await logInAs(t, 'box-office');
    const session = 'zipline-tour-2026-12-01-14:00';
    await rows(sql`update activity_times set sold = capacity where centaman_id = ${session}`);
    const answer = await walkUpCart(client, session, 1);
    expect(answer.status).toBe(409);
    expect(answer.body.errors.title).toBe('Invalid Selection');
    const held = await rows(
      sql`select h.id from holds h join activity_times s on s.id = h.activity_time_id
        where s.centaman_id = ${session}`,
    );
    expect(held).toEqual([]);
  });

  it('refuses a session of another day', async () => {
    const { client } = await logInAs(t, 'box-office');
    const answer = await walkUpCart(client, 'zipline-tour-2026-12-02-12:00', 1);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.message).toBe(walkUpTexts.notToday);
  });

  it('needs the buyer name', async () => {
    const { client } = await logInAs(t, 'box-office');
    const cart = walkUpCartResponseSchema.parse(
      (await walkUpCart(client, TODAY_NOON, 1)).body,
    ).data;
    const soldBefore = await soldAt(TODAY_NOON);
    const answer = await sell(client, {
      cartToken: cart.token,
      buyer: { firstName: '', lastName: 'Up' },
      payment: { method: 'cash', tenderedCents: 5000 },
    });
    expect(answer.status).toBe(400);
    expect(await soldAt(TODAY_NOON)).toBe(soldBefore);
  });

  it('refuses a check-in user on every walk-up endpoint', async () => {
    const { client } = await logInAs(t, 'check-in');
    const calls = [
      await client.call('GET', '/walk-up/sessions'),
      await walkUpCart(client, TODAY_NOON, 1),
      await sell(client, { cartToken: 'x', buyer: {}, payment: { method: 'cash' } }),
      await client.call('GET', '/orders/1/tickets'),
    ];
    for (const answer of calls) {
      expect(answer.status).toBe(403);
      expect(answer.body.errors.message).toBe(staffTexts.forbidden);
    }
  });
});

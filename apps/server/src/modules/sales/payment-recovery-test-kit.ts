/**
 * What the payment recovery tests share (decision 020): a failpoint that stops the next sale at a
 * step as a crash of the server would, a ticket order stopped that way, and the check that every
 * successful charge is sold or undone. Used by tests only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import type { Order } from '@shop/core/order-api';
import { queryRows } from '../../db/database.ts';
import type { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, testCustomer, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createPaymentRecovery } from '../../worker/recover-payments.ts';
import { loadSettings } from '../../config/settings.ts';
import { createPaymentGateway } from '../payments/index.ts';
import type { Failpoint } from '../payments/index.ts';

type SaleStep = Parameters<Failpoint>[0];
type DemoIds = Awaited<ReturnType<typeof findDemoIds>>;

/** A failpoint that stops the next sale where it is armed; `reset` disarms it. */
/** The recovery job of a worker, with this grace period, on the test app's database and clock. */
export function recoveryWithGrace(t: TestApp, graceSeconds: number) {
  const log = { warn: () => {}, error: () => {} };
  const clock = () => t.now.value;
  return createPaymentRecovery({
    db: t.database.db,
    gateway: createPaymentGateway({
      settings: loadSettings({ NODE_ENV: 'test' }),
      db: t.database.db,
      clock,
      log,
    }),
    clock,
    graceSeconds,
    log,
  });
}

export function createCrashPoints() {
  /** The step where the next sale stops, as the process would at a crash; null: none. */
  let crashAt: SaleStep | null = null;
  /** Where the armed crash was, once it happened inside the write. */
  let crashedAt: SaleStep | null = null;
  let reached: (step: SaleStep) => void = () => {};

  const failpoint: Failpoint = async (step) => {
    if (step !== crashAt) return;
    if (step === 'writing') {
      // A crash inside the transaction: it rolls back, and nothing after it runs. The sale is
      // reported stopped at the next step, once the rollback is over (on PostgreSQL the write's
      // row locks would otherwise still hide the submission from the recovery job).
      crashAt = 'undoing';
      crashedAt = 'writing';
      throw new Error('the server stopped inside the write');
    }
    crashAt = null;
    reached(crashedAt ?? step);
    crashedAt = null;
    await new Promise(() => {});
  };

  /** Arms a crash at a step; answers when a sale reaches it. */
  function crashNextSaleAt(step: SaleStep): Promise<SaleStep> {
    crashAt = step;
    return new Promise((resolve) => {
      reached = resolve;
    });
  }

  return {
    failpoint,
    crashNextSaleAt,
    reset() {
      crashAt = null;
      crashedAt = null;
    },
  };
}

/**
 * The guarantees recovery restores, read from the database and the sandbox gateway's ledger:
 * each successful charge is sold (its submission succeeded) or undone, never both, never twice.
 */
export async function expectMoneySettled(rows: <T>(query: ReturnType<typeof sql>) => Promise<T[]>) {
  const charges = await rows<{ token: string; sold: number; voided: boolean; refunded: boolean }>(
    sql`select p.token,
      (select count(*)::int from payment_gateway_calls g
        where g.result->>'transactionToken' = p.token and g.result->>'succeeded' = 'true'
          and (exists (select 1 from order_submissions s
                       where s.idempotency_key = g.idempotency_key and s.status = 'succeeded')
            or exists (select 1 from membership_order_submissions s
                       where 'membership:' || s.idempotency_key = g.idempotency_key
                         and s.status = 'succeeded'))) as sold,
      exists (select 1 from sandbox_transactions v where v.reference_token = p.token
              and v.transaction_type = 'Void' and v.succeeded) as voided,
      exists (select 1 from sandbox_transactions c where c.reference_token = p.token
              and c.transaction_type = 'Credit' and c.succeeded and c.amount_cents = p.amount_cents
              and c.order_id like '%:refund') as refunded
    from sandbox_transactions p
    where p.transaction_type in ('Purchase', 'Credit') and p.succeeded
      and (p.order_id is null or p.order_id not like '%:refund')`,
  );
  for (const charge of charges) {
    const undone = Number(charge.voided) + Number(charge.refunded);
    expect({ token: charge.token, sold: Number(charge.sold), undone }).toEqual(
      Number(charge.sold) === 1
        ? { token: charge.token, sold: 1, undone: 0 }
        : { token: charge.token, sold: 0, undone: 1 },
    );
  }
  const unsettled = await rows<{ n: number }>(
    sql`select (select count(*) from order_submissions where status in ('pending', 'recovering'))
      + (select count(*) from membership_order_submissions
         where status in ('pending', 'recovering'))::int as n`,
  );
  expect(Number(unsettled[0]!.n)).toBe(0);
  const twice = await rows<{ cart_id: number }>(
    sql`select cart_id from orders group by cart_id having count(*) > 1`,
  );
  expect(twice).toEqual([]);
  return charges;
}

export async function sandboxCharges(
  rows: <T>(query: ReturnType<typeof sql>) => Promise<T[]>,
  cardToken: string,
) {
  return rows<{ transaction_type: string; succeeded: boolean }>(
    sql`select t.transaction_type, t.succeeded from sandbox_transactions t
      where t.payment_method_token = ${cardToken}
         or t.reference_token in (select token from sandbox_transactions
                                  where payment_method_token = ${cardToken})
      order by t.transaction_type, t.succeeded`,
  );
}

export function createRecoveryTestKit(
  app: () => TestApp,
  demoIds: () => DemoIds,
  crashNextSaleAt: (step: SaleStep) => Promise<SaleStep>,
) {
  const client = () => shopClient(app());
  const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) => client().api(...args);
  const customer = testCustomer;
  const rows = <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    queryRows<T>(app().database.db, query);

  async function skateCart(quantity = 2): Promise<Cart> {
    const cart = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data
      .attributes;
    const session = await demoIds().session('public-skate-2026-12-03-16:00');
    const line = lineItemResponseSchema.parse(
      (
        await api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
          activityId: session.activityId,
          activityTimeId: session.id,
        })
      ).body,
    ).data;
    const added = await api(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      { ticketId: await ticketIdByCode(app().database.db, 'skate-admission'), quantity },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return cart;
  }

  function submit(cart: Cart, cardToken: string, key = randomUUID(), edit?: Order) {
    return api(
      'POST',
      `/ticketing/orders?cart_token=${cart.token}${edit ? '&edit_mode=true' : ''}`,
      {
        order: {
          ...(edit ? { orderToken: edit.token } : {}),
          customerInfo: { ...customer, cardToken },
        },
      },
      { 'idempotency-key': key },
    );
  }

  /** A ticket order of a new cart and card, submitted and stopped at `step` as by a crash. */
  async function crashedTicketOrder(step: SaleStep) {
    const cart = await skateCart();
    const card = await client().tokenize();
    const key = randomUUID();
    const stopped = crashNextSaleAt(step);
    void submit(cart, card, key);
    expect(await stopped).toBe(step);
    return { cart, card, key };
  }

  return {
    client,
    api,
    customer,
    rows,
    skateCart,
    submit,
    crashedTicketOrder,
    expectMoneySettled: () => expectMoneySettled(rows),
    sandboxCharges: (cardToken: string) => sandboxCharges(rows, cardToken),
  };
}

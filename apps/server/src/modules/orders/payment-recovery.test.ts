/**
 * Payment recovery (decision 020): a sale stopped at each of its steps, as a crash of the server
 * would stop it, then the recovery job run. After it: every successful charge has exactly one
 * order or one void, no submission is left pending, and no cart is charged twice.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { orderResponseSchema, orderTexts, type Order } from '@shop/core/order-api';
import { loadSettings } from '../../config/settings.ts';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import {
  shopClient,
  testCustomer,
  ticketIdByCode,
  testPrimaryMember,
} from '../../test/shop-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPaymentRecovery } from '../../worker/recover-payments.ts';
import { createPaymentGateway } from '../payments/create-payment-gateway.ts';
import type { Failpoint, SaleStep } from '../payments/failpoints.ts';

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

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let recovery: ReturnType<typeof createPaymentRecovery>;

/** The recovery job of a worker, with this grace period, on the test app's database and clock. */
function recoveryWithGrace(graceSeconds: number) {
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

beforeAll(async () => {
  t = await createTestApp({ failpoint });
  ids = await findDemoIds(t.database.db);
  // The crashed sales below are recovered at once.
  recovery = recoveryWithGrace(0);
});
afterAll(() => t.close());
beforeEach(() => {
  crashAt = null;
  crashedAt = null;
});

const client = () => shopClient(t);
const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) => client().api(...args);
const customer = testCustomer;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(t.database.db, query);
}

async function skateCart(quantity = 2): Promise<Cart> {
  const cart = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data.attributes;
  const session = await ids.session('public-skate-2026-12-03-16:00');
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
    { ticketId: await ticketIdByCode(t.database.db, 'skate-admission'), quantity },
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

/**
 * The guarantees recovery restores, read from the database and the sandbox gateway's ledger:
 * each successful charge is sold (its submission succeeded) or undone, never both, never twice.
 */
async function expectMoneySettled() {
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

async function sandboxCharges(cardToken: string) {
  return rows<{ transaction_type: string; succeeded: boolean }>(
    sql`select t.transaction_type, t.succeeded from sandbox_transactions t
      where t.payment_method_token = ${cardToken}
         or t.reference_token in (select token from sandbox_transactions
                                  where payment_method_token = ${cardToken})
      order by t.transaction_type, t.succeeded`,
  );
}

describe('a ticket order stopped by a crash', () => {
  it.each([['charged'], ['paid'], ['writing']] as const)(
    'stopped at %s: recovery voids the charge, answers the key with a clear failure, and the cart can order again',
    async (step) => {
      const { cart, card, key } = await crashedTicketOrder(step);

      // While it is unsettled, the same key and any other key for the cart wait.
      const again = await submit(cart, card, key);
      expect(again.status).toBe(409);
      const other = await submit(cart, card);
      expect(other.status).toBe(409);
      expect(apiErrorBodySchema.parse(other.body).errors.message).toBe(
        orderTexts.paymentBeingConfirmed,
      );

      expect((await recovery.recoverPayments()).submissions).toBe(1);
      expect(await sandboxCharges(card)).toEqual([
        { transaction_type: 'Purchase', succeeded: true },
        { transaction_type: 'Void', succeeded: true },
      ]);
      const retried = await submit(cart, card, key);
      expect(retried.status).toBe(503);
      expect(apiErrorBodySchema.parse(retried.body).errors.message).toBe(orderTexts.notCompleted);

      // Settled: a new key orders the cart, charged once more and kept.
      const placed = await submit(cart, card);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      await expectMoneySettled();
    },
  );

  it('stopped after the write: recovery leaves the order and its charge, and a retry answers the order', async () => {
    const { cart, card, key } = await crashedTicketOrder('written');

    expect((await recovery.recoverPayments()).submissions).toBe(0);
    expect(await sandboxCharges(card)).toEqual([{ transaction_type: 'Purchase', succeeded: true }]);
    const retried = await submit(cart, card, key);
    expect(retried.status).toBe(201);
    expect(orderResponseSchema.parse(retried.body).data.attributes.cart.token).toBe(cart.token);
    await expectMoneySettled();
  });

  it('a charge the gateway did not answer is looked up and voided, and the key answered', async () => {
    // The answer is lost: the key's call is recorded as unavailable, the charge went through.
    const { card, key } = await crashedTicketOrder('charged');
    await t.database.db.execute(
      sql`update payment_gateway_calls set result = ${JSON.stringify({
        succeeded: false,
        reason: 'unavailable',
        transactionToken: null,
        message: 'The payment service did not answer.',
      })}::jsonb where idempotency_key = ${key}`,
    );
    await recovery.recoverPayments();
    expect(await sandboxCharges(card)).toEqual([
      { transaction_type: 'Purchase', succeeded: true },
      { transaction_type: 'Void', succeeded: true },
    ]);
    await expectMoneySettled();
  });

  it('a live submission younger than the grace period is left alone', async () => {
    const { card } = await crashedTicketOrder('paid');
    expect(await recoveryWithGrace(60).recoverPayments()).toEqual({ submissions: 0, calls: 0 });
    expect(await sandboxCharges(card)).toEqual([{ transaction_type: 'Purchase', succeeded: true }]);
    await recovery.recoverPayments();
    await expectMoneySettled();
  });

  it('a charge begun within the grace period is not looked up yet, though its submission is older', async () => {
    const { card, key } = await crashedTicketOrder('charged');
    // The submission was claimed long ago (a slow card lookup, say); its charge began just now.
    const ageSubmission = () =>
      t.database.db.execute(
        sql`update order_submissions set updated_at = now() - interval '2 minutes'
          where idempotency_key = ${key}`,
      );
    await ageSubmission();
    const patient = recoveryWithGrace(60);
    expect((await patient.recoverPayments()).submissions).toBe(0);
    expect(await sandboxCharges(card)).toEqual([{ transaction_type: 'Purchase', succeeded: true }]);
    const [waiting] = await rows<{ status: string }>(
      sql`select status from order_submissions where idempotency_key = ${key}`,
    );
    expect(waiting!.status).toBe('recovering');

    const started = t.now.value;
    try {
      t.now.value = new Date(started.getTime() + 61_000);
      await ageSubmission();
      expect((await patient.recoverPayments()).submissions).toBe(1);
    } finally {
      t.now.value = started;
    }
    expect(await sandboxCharges(card)).toEqual([
      { transaction_type: 'Purchase', succeeded: true },
      { transaction_type: 'Void', succeeded: true },
    ]);
    await expectMoneySettled();
  });
});

describe('an order edit stopped by a crash', () => {
  async function paidOrder(): Promise<Order> {
    const cart = await skateCart(1);
    const placed = await submit(cart, await client().tokenize());
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return orderResponseSchema.parse(placed.body).data.attributes;
  }

  async function editAddingOne(order: Order): Promise<Cart> {
    const opened = await api('GET', `/ticketing/orders/${order.token}?edit_mode=true`);
    const edit = orderResponseSchema.parse(opened.body).data.attributes.cart;
    const line = edit.lineItems[0]!;
    const added = await api(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${edit.token}`,
      { ticketId: await ticketIdByCode(t.database.db, 'skate-admission'), quantity: 1 },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return edit;
  }

  it.each([['charged'], ['paid'], ['writing']] as const)(
    'stopped at %s: the extra charge is voided, the order stays as it was, and the edit can be committed',
    async (step) => {
      const order = await paidOrder();
      const edit = await editAddingOne(order);
      const card = await client().tokenize();
      const key = randomUUID();
      const stopped = crashNextSaleAt(step);
      void submit(edit, card, key, order);
      await stopped;

      await recovery.recoverPayments();
      expect(await sandboxCharges(card)).toEqual([
        { transaction_type: 'Purchase', succeeded: true },
        { transaction_type: 'Void', succeeded: true },
      ]);
      const unchanged = await api('GET', `/ticketing/orders/${order.token}`);
      expect(orderResponseSchema.parse(unchanged.body).data.attributes.totalPaid).toBe(
        order.totalPaid,
      );
      const committed = await submit(edit, card, randomUUID(), order);
      expect(committed.status, JSON.stringify(committed.body)).toBe(201);
      await expectMoneySettled();
    },
  );
});

describe('a membership order stopped by a crash', () => {
  it.each([['charged'], ['paid'], ['writing'], ['written']] as const)(
    'stopped at %s: the charge is sold or voided, never lost, and the key answers accordingly',
    async (step) => {
      const card = await client().tokenize();
      const key = randomUUID();
      const body = {
        order: {
          orderInfo: {
            membershipId: await findDemoMembershipId(t.database.db, 'dual-pass'),
            primaryMember: testPrimaryMember,
            secondaryMembers: [{ firstName: 'Bo', lastName: 'Skier', dateOfBirth: '1990-01-01' }],
          },
          customerInfo: { ...customer, email: `${key}@example.org`, phone: '801-555-0100' },
          cardToken: card,
        },
      };
      const place = () => api('POST', '/memberships/orders.json', body, { 'idempotency-key': key });
      const stopped = crashNextSaleAt(step);
      void place();
      await stopped;

      await recovery.recoverPayments();
      const again = await place();
      if (step === 'written') {
        expect(again.status).toBe(201);
        expect(await sandboxCharges(card)).toEqual([
          { transaction_type: 'Purchase', succeeded: true },
        ]);
      } else {
        expect(again.status).toBe(503);
        expect(await sandboxCharges(card)).toEqual([
          { transaction_type: 'Purchase', succeeded: true },
          { transaction_type: 'Void', succeeded: true },
        ]);
      }
      await expectMoneySettled();
    },
  );
});

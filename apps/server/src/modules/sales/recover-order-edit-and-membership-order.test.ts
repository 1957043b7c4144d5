/**
 * Payment recovery (decision 020): a sale stopped at each of its steps, as a crash of the server
 * would stop it, then the recovery job run. After it: every successful charge has exactly one
 * order or one void, no submission is left pending, and no cart is charged twice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Cart } from '@shop/core/cart';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { orderResponseSchema, type Order } from '@shop/core/order-api';
import { orderTexts } from '@shop/core/order-texts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import { ticketIdByCode, testPrimaryMember } from '../../test/shop-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { createPaymentRecovery } from '../../worker/recover-payments.ts';
import {
  createCrashPoints,
  createRecoveryTestKit,
  recoveryWithGrace,
} from './payment-recovery-test-kit.ts';

const { failpoint, crashNextSaleAt, reset } = createCrashPoints();

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let recovery: ReturnType<typeof createPaymentRecovery>;

beforeAll(async () => {
  t = await createTestApp({ failpoint });
  ids = await findDemoIds(t.database.db);
  // The crashed sales below are recovered at once.
  recovery = recoveryWithGrace(t, 0);
});
afterAll(() => t.close());
beforeEach(() => reset());

const { client, api, customer, skateCart, submit, expectMoneySettled, sandboxCharges } =
  createRecoveryTestKit(
    () => t,
    () => ids,
    crashNextSaleAt,
  );

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
      // The key's answer is final and says what happened (decision 070), never a 5xx.
      const again = await submit(edit, card, key, order);
      expect(again.status).toBe(409);
      expect(apiErrorBodySchema.parse(again.body).errors.message).toBe(orderTexts.notCompleted);
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
        // A final answer: a client retrying server errors with this key stops here.
        expect(again.status).toBe(409);
        expect(apiErrorBodySchema.parse(again.body).errors.message).toBe(orderTexts.notCompleted);
        expect((await place()).status).toBe(409);
        expect(await sandboxCharges(card)).toEqual([
          { transaction_type: 'Purchase', succeeded: true },
          { transaction_type: 'Void', succeeded: true },
        ]);
      }
      await expectMoneySettled();
    },
  );
});

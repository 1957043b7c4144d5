/**
 * What the walk-up tests share, bound to a test file's app and demo ids (set in its beforeAll):
 * today's noon session, a walk-up cart of adult places, a sale, a whole sale of two places, and
 * reads of the database.
 * Used by tests only.
 */
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/database.ts';
import type { findDemoIds } from '../../seed/demo-data.ts';
import { walkUpCartResponseSchema, walkUpSaleResponseSchema } from '@shop/core/walk-up-api';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';

type DemoIds = Awaited<ReturnType<typeof findDemoIds>>;

/** What the kit needs of the staff tests' `adminClient` (another module's, so not imported). */
interface StaffPoster<Answer> {
  call(
    method: 'POST',
    path: string,
    options: { body: object; headers?: Record<string, string> },
  ): Promise<Answer>;
}

/** Today's noon zipline: the test clock is 08:00 in Denver on 2026-12-01. */
export const TODAY_NOON = 'zipline-tour-2026-12-01-12:00';

export function createWalkUpTestKit(app: () => TestApp, demoIds: () => DemoIds) {
  function rows<T>(query: SQL): Promise<T[]> {
    return queryRows<T>(app().database.db, query);
  }

  async function soldAt(session: string): Promise<number> {
    return (await demoIds().session(session)).sold;
  }

  /** `POST /walk-up/carts` for `quantity` adult zipline places at the session, under `key`. */
  async function walkUpCart<Answer>(
    client: StaffPoster<Answer>,
    session: string,
    quantity: number,
    key = randomUUID(),
  ) {
    const sessionRow = await demoIds().session(session);
    return client.call('POST', '/walk-up/carts', {
      headers: { 'idempotency-key': key },
      body: {
        activityTimeId: sessionRow.id,
        tickets: [{ ticketId: await ticketIdByCode(app().database.db, 'zipline-adult'), quantity }],
      },
    });
  }

  function sell<Answer>(client: StaffPoster<Answer>, body: object, key = randomUUID()) {
    return client.call('POST', '/walk-up/sales', { body, headers: { 'idempotency-key': key } });
  }

  /**
   * Two adult places at the session, held and sold at the window in cash (tendered $500) or by a
   * sandbox card, for the buyer Wendy Window: the sale's order and what it cost.
   */
  async function sellTwoAt(
    client: StaffPoster<{ status: number; body: unknown }>,
    session: string,
    method: 'cash' | 'card',
  ) {
    const created = await walkUpCart(client, session, 2);
    if (created.status !== 201) throw new Error(`hold: ${JSON.stringify(created.body)}`);
    const payment =
      method === 'cash'
        ? { method, tenderedCents: 50_000 }
        : { method, cardToken: await shopClient(app()).tokenize('4111111111111111') };
    const sold = await sell(client, {
      cartToken: walkUpCartResponseSchema.parse(created.body).data.token,
      buyer: { firstName: 'Wendy', lastName: 'Window', email: 'wendy@example.org' },
      payment,
    });
    if (sold.status !== 201) throw new Error(`sale: ${JSON.stringify(sold.body)}`);
    return walkUpSaleResponseSchema.parse(sold.body).data;
  }

  return { rows, soldAt, walkUpCart, sell, sellTwoAt };
}

/**
 * What the report totals test does to its generated orders, as staff and time would: refunds
 * through the back office's API, and dates moved back to chosen instants. Used by tests only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { Random } from './reports-test-kit.ts';

/** A staff member's client (the staff test kit's), as far as refunds need it. */
interface StaffCaller {
  call(
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: object; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    body: { data: { id: number; lines: { tickets: { id: number }[] }[] } };
  }>;
}

/** Dates an order (placed now by the shop) back to `at`. */
export async function dateBack(
  t: TestApp,
  table: 'orders' | 'membership_orders',
  id: number,
  at: Date,
) {
  await queryRows(
    t.database.db,
    sql`update ${sql.raw(table)} set created_at = ${at.toISOString()}::timestamptz
      where id = ${id}`,
  );
}

/**
 * Refunds about a third of the orders: some whole, some one place, some one place for less
 * (a goodwill amount); each refund then dated to a random instant, some in the range, some not.
 */
export async function refundSomeOrders(
  t: TestApp,
  staff: StaffCaller,
  orderIds: number[],
  random: Random,
  randomInstant: () => Date,
) {
  for (const id of orderIds) {
    const roll = random.next();
    if (roll > 0.35) continue;
    const page = (await staff.call('GET', `/orders/${id}`)).body.data;
    const ticket = page.lines[0]!.tickets[0]!;
    const body =
      roll < 0.12
        ? { wholeOrder: true }
        : roll < 0.3
          ? { tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }] }
          : { tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }], amountCents: 100 };
    const answer = await staff.call('POST', `/orders/${id}/refunds`, {
      body,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    await queryRows(
      t.database.db,
      sql`update order_refunds set settled_at = ${randomInstant().toISOString()}::timestamptz
        where id = ${answer.body.data.id}`,
    );
  }
}

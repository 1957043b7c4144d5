/**
 * Writes holds rows as the application does, through the database function `hold_places`, which
 * takes their places in the session's held counter (migration 0009). A plain insert into holds
 * would leave the counter behind: no trigger counts inserts.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database.ts';
import { TEST_NOW } from './test-app.ts';

export interface TestHold {
  activityTimeId: number;
  quantity: number;
  expiresAt: Date;
  cartId?: number;
  lineItemTicketId?: number;
}

/** `at`: the clock the tests run on, for the few holds the counters alone cannot place. */
export async function insertHolds(db: Database, rows: TestHold[], at = TEST_NOW): Promise<void> {
  for (const row of rows) {
    const [result] = await queryRows<{ outcome: string }>(
      db,
      sql`select hold_places(${row.activityTimeId}, ${row.cartId ?? null}::int,
        ${row.lineItemTicketId ?? null}::int, ${row.quantity},
        ${row.expiresAt.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz) as outcome`,
    );
    if (result?.outcome !== 'held') {
      throw new Error(
        `hold of ${row.quantity} on session ${row.activityTimeId}: ${result?.outcome}`,
      );
    }
  }
}

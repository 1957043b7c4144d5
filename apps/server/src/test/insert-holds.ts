/**
 * Writes holds rows as the application does, through the database function `hold_places`, which
 * takes their places in the session's held counter (migration 0009). A plain insert into holds
 * would leave the counter behind: no trigger counts inserts.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database.ts';

export interface TestHold {
  activityTimeId: number;
  quantity: number;
  expiresAt: Date;
  cartId?: number;
  lineItemTicketId?: number;
}

export async function insertHolds(db: Database, rows: TestHold[]): Promise<void> {
  for (const row of rows) {
    const [result] = await queryRows<{ outcome: string }>(
      db,
      sql`select hold_places(${row.activityTimeId}, ${row.cartId ?? null}::int,
        ${row.lineItemTicketId ?? null}::int, ${row.quantity},
        ${row.expiresAt.toISOString()}::timestamptz, now()) as outcome`,
    );
    if (result?.outcome !== 'held') {
      throw new Error(
        `hold of ${row.quantity} on session ${row.activityTimeId}: ${result?.outcome}`,
      );
    }
  }
}

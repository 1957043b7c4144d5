/**
 * Records a day's close (decision 082): the cash the drawer should hold is computed by the
 * server from the day's movements at the moment of saving, never taken from the browser, and
 * must be what the clerk was shown (409 when a sale or a refund came in meanwhile); the record
 * and its audit entry are written together; a day is closed once (409 after).
 */
import { sql } from 'drizzle-orm';
import {
  dayCloseTexts,
  expectedCashCents,
  type DayCloseRecord,
  type DayCloseRequest,
} from '@shop/core/day-close-api';
import { shopDateAt } from '@shop/core/shop-time';
import { queryRows, type Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { readDayCloseRecord, readDayMovements } from './read-day-close.ts';

export async function recordDayClose(
  deps: { db: Database; clock: () => Date },
  request: DayCloseRequest & { staffId: number },
): Promise<DayCloseRecord> {
  const now = deps.clock();
  if (request.date > shopDateAt(now)) throw new AppError('bad_request', dayCloseTexts.futureDay);
  return deps.db.transaction(async (tx) => {
    const { cash } = await readDayMovements(tx, request.date);
    const expected = expectedCashCents(request.floatCents, cash);
    if (request.expectedCents !== expected) {
      // A closed day says so before anything about its figures.
      const isClosed = (await readDayCloseRecord(tx, request.date)) !== null;
      throw new AppError(
        'conflict',
        isClosed ? dayCloseTexts.alreadyClosed : dayCloseTexts.changedSinceCount(expected),
      );
    }
    const difference = request.countedCents - expected;
    const [inserted] = await queryRows<{ id: number }>(
      tx,
      sql`insert into day_closes (day, staff_id, float_cents, cash_sales_cents, cash_refunds_cents,
          owed_handed_over_cents, expected_cents, counted_cents, difference_cents, note, created_at)
        values (${request.date}::date, ${request.staffId}, ${request.floatCents},
          ${cash.salesCents}, ${cash.refundsCents}, ${cash.owedHandedOverCents}, ${expected},
          ${request.countedCents}, ${difference}, ${request.note}, ${now.toISOString()}::timestamptz)
        on conflict (day) do nothing returning id`,
    );
    if (!inserted) throw new AppError('conflict', dayCloseTexts.alreadyClosed);
    await recordAudit(tx, {
      staffId: request.staffId,
      action: 'day-close.record',
      entity: 'day-close',
      entityId: request.date,
      before: null,
      after: {
        floatCents: request.floatCents,
        ...cash,
        expectedCents: expected,
        countedCents: request.countedCents,
        differenceCents: difference,
        note: request.note,
      },
      at: now,
    });
    const record = await readDayCloseRecord(tx, request.date);
    return record!;
  });
}

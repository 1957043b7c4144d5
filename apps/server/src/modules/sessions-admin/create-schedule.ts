/**
 * Staff create a recurring schedule's sessions at once, each with the same capacity, cutoff and
 * prices, in one transaction; an occurrence the activity already has a session for is skipped.
 * The schedule is one audit entry with its count (decision 085), not one per session.
 */
import type { AdminSession, CreateScheduleBody } from '@shop/core/admin-sessions-api';
import { recordAudit } from '../audit/index.ts';
import { activityForSessions } from './activity-for-sessions.ts';
import { occurrencesWithRepeats } from './preview-schedule.ts';
import { readAdminSessions } from './read-admin-sessions.ts';
import { newSessionRow, priceRows } from './session-rules.ts';
import type { SessionsDeps } from './sessions-deps.ts';
import { insertPrices, insertSessions } from './sessions-repository.ts';

export async function createSchedule(
  deps: SessionsDeps,
  staffId: number,
  body: CreateScheduleBody,
): Promise<{ created: AdminSession[]; skipped: number }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { activity, ticketIds } = await activityForSessions(tx, body.rule.activityId);
    const prices = priceRows(body.prices, ticketIds);
    const occurrences = await occurrencesWithRepeats(tx, body.rule);
    const fresh = occurrences.filter((occurrence) => !occurrence.exists);
    const ids = await insertSessions(
      tx,
      fresh.map((occurrence) =>
        newSessionRow(activity, {
          ...occurrence,
          capacity: body.capacity,
          cutoffHours: body.cutoffHours ?? null,
        }),
      ),
    );
    await insertPrices(
      tx,
      ids.flatMap((id) => prices.map((price) => ({ activityTimeId: id, ...price }))),
    );
    const created = await readAdminSessions(tx, ids, now);
    await recordAudit(tx, {
      staffId,
      action: 'session.create-schedule',
      entity: 'activity',
      entityId: activity.id,
      before: null,
      after: {
        sessions: created.length,
        skipped: occurrences.length - fresh.length,
        firstDate: created[0]?.date ?? null,
        lastDate: created.at(-1)?.date ?? null,
        capacity: body.capacity,
      },
      at: now,
    });
    return { created, skipped: occurrences.length - fresh.length };
  });
}

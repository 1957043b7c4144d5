/**
 * The sessions a recurring rule would make, before any is made: each with its Denver date and
 * times, and whether the activity already has a session starting then (creation skips those).
 */
import type { ScheduleOccurrence, ScheduleRule } from '@shop/core/admin-sessions-api';
import { instantToShopWallTime } from '@shop/core/shop-time';
import { scheduleOccurrences } from './schedule-occurrences.ts';
import { activityNotFound } from './session-rules.ts';
import type { SessionsDeps } from './sessions-deps.ts';
import { findActivity, findStartsInRange } from './sessions-repository.ts';
import type { Writer } from '../../db/transaction.ts';

/** The rule's occurrences, each marked when a session of the activity starts then already. */
export async function occurrencesWithRepeats(writer: Writer, rule: ScheduleRule) {
  const occurrences = scheduleOccurrences(rule);
  const first = occurrences[0]!.startsAt;
  const last = occurrences[occurrences.length - 1]!.startsAt;
  const existing = await findStartsInRange(
    writer,
    rule.activityId,
    first,
    new Date(last.getTime() + 1),
  );
  return occurrences.map((occurrence) => ({
    ...occurrence,
    exists: existing.has(occurrence.startsAt.getTime()),
  }));
}

export async function previewSchedule(
  deps: SessionsDeps,
  rule: ScheduleRule,
): Promise<ScheduleOccurrence[]> {
  if (!(await findActivity(deps.db, rule.activityId))) throw activityNotFound();
  const occurrences = await occurrencesWithRepeats(deps.db, rule);
  return occurrences.map((occurrence) => ({
    date: occurrence.date,
    startTime: occurrence.startTime,
    endTime: occurrence.endTime,
    startsAt: instantToShopWallTime(occurrence.startsAt).iso,
    endsAt: instantToShopWallTime(occurrence.endsAt).iso,
    exists: occurrence.exists,
  }));
}

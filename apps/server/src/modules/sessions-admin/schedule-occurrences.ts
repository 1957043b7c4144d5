/**
 * The sessions a recurring rule makes (decision 046): rrule expands the days (weekly on the
 * chosen weekdays, from the first date to the last, less the exception dates) as floating
 * dates, and each day's start times are then read as America/Denver wall times. Expanding days,
 * not instants, keeps a 10:00 session at 10:00 on both sides of a DST change.
 */
import { createRequire } from 'node:module';
import type * as RRuleModule from 'rrule';
import {
  SCHEDULE_SESSIONS_MAX,
  sessionTexts,
  type ScheduleRule,
  type Weekday,
} from '@shop/core/admin-sessions-api';
import { instantToShopWallTime, shopWallTimeToInstant } from '@shop/core/shop-time';
import { invalidField } from './session-rules.ts';

// rrule ships a UMD bundle as its Node entry, whose named exports Node's ESM loader cannot see.
const { RRule, RRuleSet } = createRequire(import.meta.url)('rrule') as typeof RRuleModule;

const rruleDays: Record<Weekday, RRuleModule.Weekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

/** A floating date: rrule's UTC fields stand for the Denver calendar date. */
const floating = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export interface Occurrence {
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
}

/** The dates the rule makes, as YYYY-MM-DD, in order. */
export function scheduleDates(rule: ScheduleRule): string[] {
  const set = new RRuleSet();
  set.rrule(
    new RRule({
      freq: RRule.WEEKLY,
      byweekday: rule.weekdays.map((day) => rruleDays[day]),
      dtstart: floating(rule.from),
      until: floating(rule.until),
    }),
  );
  for (const date of rule.exceptDates) set.exdate(floating(date));
  return set.all().map((date) => date.toISOString().slice(0, 10));
}

/** Every session of the rule, by start; a 400 when it makes none or too many. */
export function scheduleOccurrences(rule: ScheduleRule): Occurrence[] {
  const dates = scheduleDates(rule);
  const times = [...rule.startTimes].sort();
  if (dates.length === 0) throw invalidField('rule.weekdays', sessionTexts.noSessions);
  if (dates.length * times.length > SCHEDULE_SESSIONS_MAX)
    throw invalidField('rule.until', sessionTexts.tooManySessions);
  return dates.flatMap((date) =>
    times.map((startTime) => {
      const startsAt = shopWallTimeToInstant(date, startTime);
      const endsAt = new Date(startsAt.getTime() + rule.durationMinutes * 60_000);
      return {
        date,
        startTime: instantToShopWallTime(startsAt).time,
        endTime: instantToShopWallTime(endsAt).time,
        startsAt,
        endsAt,
      };
    }),
  );
}

/**
 * The home page's day (decision 083): everything in one read, each part only for the roles that
 * handle it. The gate staff see the sessions, places and check-ins; whoever sells also sees the
 * money, the cash owed and the failing e-mails (they resend confirmations); admins and managers,
 * who set the shop up, see its checklist until every item is ticked.
 */
import type { AdminToday } from '@shop/core/admin-today-api';
import { addDaysToIsoDate, shopDateAt, shopWallTimeToInstant } from '@shop/core/shop-time';
import type { StaffRole } from '@shop/core/staff-api';
import type { Database } from '../../db/database.ts';
import { readDayCounts, readFailedEmails, readSetupChecklist } from './read-today-figures.ts';
import { readTodaySessions } from './read-today-sessions.ts';

export interface TodayDeps {
  db: Database;
  clock: () => Date;
  /** A real card gateway is configured (the sandbox takes test cards only). */
  paymentConfigured: boolean;
}

const sellers: readonly StaffRole[] = ['admin', 'manager', 'box-office'];
const setters: readonly StaffRole[] = ['admin', 'manager'];
const NEXT_SESSIONS = 5;

export async function readToday(deps: TodayDeps, role: StaffRole): Promise<AdminToday> {
  const now = deps.clock();
  const date = shopDateAt(now);
  const day = {
    starts: shopWallTimeToInstant(date, '00:00'),
    ends: shopWallTimeToInstant(addDaysToIsoDate(date, 1), '00:00'),
  };
  const sells = sellers.includes(role);
  const [sessions, counts, failed, checklist] = await Promise.all([
    readTodaySessions(deps.db, day, now),
    readDayCounts(deps.db, day),
    sells ? readFailedEmails(deps.db) : null,
    setters.includes(role) ? readSetupChecklist(deps.db, now, deps.paymentConfigured) : null,
  ]);
  const nowMs = now.getTime();
  return {
    day: date,
    sales: sells ? { orders: counts.orders, paidCents: counts.paid_cents } : null,
    runningSessions: sessions.filter(
      (s) => Date.parse(s.startsAt) <= nowMs && Date.parse(s.endsAt) > nowMs,
    ),
    nextSessions: sessions.filter((s) => Date.parse(s.startsAt) > nowMs).slice(0, NEXT_SESSIONS),
    places: {
      sold: sessions.reduce((sum, s) => sum + s.sold, 0),
      left: sessions.reduce((sum, s) => sum + s.left, 0),
    },
    checkIns: counts.check_ins,
    cashOwed: sells ? { count: counts.owed_count, amountCents: counts.owed_cents } : null,
    failedEmails: failed,
    checklist: checklist && Object.values(checklist).every(Boolean) ? null : checklist,
  };
}

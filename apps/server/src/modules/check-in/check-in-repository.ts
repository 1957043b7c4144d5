/** The gate's queries: the sessions of a day with their counts, and admissions written once. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CheckInCounts } from '@shop/core/check-in-api';
import { queryRows } from '../../db/database.ts';
import { sessionCancelledSql } from '../../db/session-cancelled.ts';
import { refundedPlace } from './read-ticket-state.ts';
import type { Writer, Executor } from '../../db/transaction.ts';

/**
 * Pass holders let in to the session `s` on `day` (issue 31): on its own admissions when timed,
 * on its activity's admissions of the day when untimed (a pass admits there once a day, whichever
 * of the activity's sessions the gate scans at). Read by day and activity, the index's order.
 */
const passHoldersOf = (day: string) => sql`(select count(*)::int from pass_admissions pa
  where pa.day = ${day}::date and pa.activity_id = s.activity_id
    and (pa.activity_time_id = s.id or pa.activity_time_id is null))`;

/**
 * The counts of session `s`: places of current orders that have a code, those let in, and the
 * pass holders let in on `day`, counted as both expected and admitted.
 */
const countsOf = (day: string) => sql`
  (select count(*)::int from admissions ad where ad.activity_time_id = s.id)
    + ${passHoldersOf(day)} as admitted,
  (select count(*)::int from ticket_codes c
     join line_item_tickets t on t.id = c.line_item_ticket_id
     join line_items l on l.id = t.line_item_id
     join orders o on o.id = c.order_id and o.cart_id = l.cart_id
     where l.activity_time_id = s.id and not ${refundedPlace}) + ${passHoldersOf(day)} as expected,
  ${passHoldersOf(day)} as "passHolders"`;

const sessionRow = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activity: z.string(),
  name: z.string(),
  startsAt: z.coerce.date(),
  endsAt: z.coerce.date(),
  timed: z.boolean(),
  /** Cancelled (decision 073): no ticket admits to it. */
  cancelled: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;

const countsRow = z.object({
  admitted: z.number().int(),
  expected: z.number().int(),
  passHolders: z.number().int(),
});
const sessionWithCountsRow = sessionRow.extend(countsRow.shape);
export type SessionWithCounts = z.infer<typeof sessionWithCountsRow>;

const sessionColumns = sql`s.id, s.activity_id as "activityId", a.display_name as activity,
  s.display_name as name, s.starts_at as "startsAt", s.ends_at as "endsAt", a.timed,
  ${sessionCancelledSql(sql`s.id`)} as cancelled`;

/** Sessions open at some moment between `from` and `to` (the Denver `day`), with counts. */
export async function listSessionsBetween(
  db: Executor,
  day: string,
  from: Date,
  to: Date,
): Promise<SessionWithCounts[]> {
  const rows = await queryRows(
    db,
    sql`select ${sessionColumns}, ${countsOf(day)}
        from activity_times s join activities a on a.id = s.activity_id
        where s.starts_at < ${to} and s.ends_at > ${from}
        order by s.starts_at, a.display_name, s.id`,
  );
  return z.array(sessionWithCountsRow).parse(rows);
}

export async function findSession(
  db: Executor,
  sessionId: number,
): Promise<SessionRow | undefined> {
  const rows = await queryRows(
    db,
    sql`select ${sessionColumns}
        from activity_times s join activities a on a.id = s.activity_id
        where s.id = ${sessionId}`,
  );
  return rows.length === 0 ? undefined : sessionRow.parse(rows[0]);
}

/** A session's counts, its pass holders those let in on the Denver `day`. */
export async function countAdmissions(
  db: Executor,
  sessionId: number,
  day: string,
): Promise<CheckInCounts> {
  const [row] = await queryRows(
    db,
    sql`select ${countsOf(day)} from activity_times s where s.id = ${sessionId}`,
  );
  return countsRow.parse(row);
}

const admissionRow = z.object({
  id: z.number().int(),
  ticketCode: z.string(),
  sessionId: z.number().int(),
  staffId: z.number().int(),
  admittedAt: z.coerce.date(),
});
export type AdmissionRow = z.infer<typeof admissionRow>;

/**
 * Lets a code in, once: the unique code makes a second insert, however close in time, do
 * nothing (it waits for the first to commit, then sees it). Undefined when it was already in.
 */
export async function insertAdmission(
  tx: Writer,
  admission: { code: string; sessionId: number; staffId: number; at: Date },
): Promise<AdmissionRow | undefined> {
  const rows = await queryRows(
    tx,
    sql`insert into admissions (ticket_code, activity_time_id, staff_id, admitted_at)
        values (${admission.code}, ${admission.sessionId}, ${admission.staffId}, ${admission.at})
        on conflict (ticket_code) do nothing
        returning id, ticket_code as "ticketCode", activity_time_id as "sessionId",
          staff_id as "staffId", admitted_at as "admittedAt"`,
  );
  return rows.length === 0 ? undefined : admissionRow.parse(rows[0]);
}

/** Removes an admission; answers it as it was, or undefined when there was none. */
export async function deleteAdmission(
  tx: Writer,
  admissionId: number,
): Promise<AdmissionRow | undefined> {
  const rows = await queryRows(
    tx,
    sql`delete from admissions where id = ${admissionId}
        returning id, ticket_code as "ticketCode", activity_time_id as "sessionId",
          staff_id as "staffId", admitted_at as "admittedAt"`,
  );
  return rows.length === 0 ? undefined : admissionRow.parse(rows[0]);
}

/**
 * The gate's reads and writes of pass cards (issue 31, decision 088): a card with its holder, a
 * pass holder's admission written once (the table's partial unique indexes decide), and the
 * place a timed session gives them, sold and released under the session's row lock.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/database.ts';
import type { Executor, Writer } from '../../db/transaction.ts';
import { sellPlacesSql } from '../carts/index.ts';

const cardHolderRow = z.object({
  code: z.string(),
  memberId: z.number().int(),
  revokedAt: z.coerce.date().nullable(),
  holderName: z.string(),
  memberCode: z.string(),
  /** The holder's photo's key (decision 091), null without one. */
  photoKey: z.string().nullable(),
});
export type CardHolder = z.infer<typeof cardHolderRow>;

/** A pass card with its holder's name and membership ID; undefined for a code of no card. */
export async function readCardHolder(db: Executor, code: string): Promise<CardHolder | undefined> {
  const rows = await queryRows(
    db,
    sql`select c.code, c.member_id as "memberId", c.revoked_at as "revokedAt",
          trim(concat_ws(' ', m.first_name, m.last_name)) as "holderName",
          m.member_code as "memberCode", i.access_key as "photoKey"
        from pass_cards c join members m on m.id = c.member_id
          left join images i on i.id = m.photo_image_id
        where c.code = ${code}`,
  );
  return rows.length === 0 ? undefined : cardHolderRow.parse(rows[0]);
}

const passAdmissionRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  cardCode: z.string(),
  activityId: z.number().int(),
  /** The session of a timed activity; null on an untimed one, admitted once a day. */
  sessionId: z.number().int().nullable(),
  day: z.string(),
  staffId: z.number().int(),
  admittedAt: z.coerce.date(),
});
export type PassAdmissionRow = z.infer<typeof passAdmissionRow>;

/** The columns of `pass_admissions as pa`, qualified: a delete joins the session's row. */
const passAdmissionColumns = sql`pa.id, pa.member_id as "memberId", pa.card_code as "cardCode",
  pa.activity_id as "activityId", pa.activity_time_id as "sessionId", pa.day::text as day,
  pa.staff_id as "staffId", pa.admitted_at as "admittedAt"`;

/**
 * Lets a pass holder in, once per session (timed) or once per activity and day (untimed): a
 * partial unique index makes a second insert, however close in time, do nothing (it waits for
 * the first to commit, then sees it). Undefined when they were already in.
 */
export async function insertPassAdmission(
  tx: Writer,
  admission: Omit<PassAdmissionRow, 'id' | 'admittedAt'> & { at: Date },
): Promise<PassAdmissionRow | undefined> {
  const { memberId, cardCode, activityId, sessionId, day, staffId, at } = admission;
  const rows = await queryRows(
    tx,
    sql`insert into pass_admissions as pa
          (member_id, card_code, activity_id, activity_time_id, day, staff_id, admitted_at)
        values (${memberId}, ${cardCode}, ${activityId}, ${sessionId}, ${day}::date, ${staffId},
          ${at.toISOString()}::timestamptz)
        on conflict do nothing
        returning ${passAdmissionColumns}`,
  );
  return rows.length === 0 ? undefined : passAdmissionRow.parse(rows[0]);
}

/** The admission that already let a pass holder in where `insertPassAdmission` did nothing. */
export async function findPassAdmission(
  db: Executor,
  where: { memberId: number; activityId: number; sessionId: number | null; day: string },
): Promise<{ admittedAt: Date; staffName: string } | undefined> {
  const place =
    where.sessionId === null
      ? sql`pa.activity_time_id is null and pa.activity_id = ${where.activityId}
          and pa.day = ${where.day}::date`
      : sql`pa.activity_time_id = ${where.sessionId}`;
  const rows = await queryRows(
    db,
    sql`select pa.admitted_at as "admittedAt", st.name as "staffName"
        from pass_admissions pa join staff st on st.id = pa.staff_id
        where pa.member_id = ${where.memberId} and ${place}`,
  );
  return rows.length === 0
    ? undefined
    : z.object({ admittedAt: z.coerce.date(), staffName: z.string() }).parse(rows[0]);
}

/**
 * Sells one place of a timed session to a pass holder, as a sale does: under the session's row
 * lock (carts' `lockSession`, taken first), only where it fits beside the sold places and every
 * cart's live holds. False when full.
 */
export async function sellSessionPlace(tx: Writer, sessionId: number, at: Date) {
  const sold = await queryRows(
    tx,
    sellPlacesSql(
      null,
      [{ activityTimeId: sessionId, quantity: 1 }],
      sql`${at.toISOString()}::timestamptz`,
    ),
  );
  return sold.length > 0;
}

/**
 * Releases a pass holder's place, under the session's row lock (carts' `lockSession`, taken
 * before the admission's delete, in the order an admission takes them); the sold counter cannot
 * go below zero.
 */
export async function releaseSessionPlace(tx: Writer, sessionId: number): Promise<void> {
  await queryRows(
    tx,
    sql`update activity_times set sold = sold - 1 where id = ${sessionId} and sold > 0
        returning id`,
  );
}

/**
 * Removes a pass holder's admission at a session (its own when timed, its activity's when
 * untimed); answers it as it was, or undefined when the session had none of that id.
 */
export async function deletePassAdmission(
  tx: Writer,
  sessionId: number,
  admissionId: number,
): Promise<PassAdmissionRow | undefined> {
  const rows = await queryRows(
    tx,
    sql`delete from pass_admissions as pa using activity_times s
        where pa.id = ${admissionId} and s.id = ${sessionId} and pa.activity_id = s.activity_id
          and (pa.activity_time_id = s.id or pa.activity_time_id is null)
        returning ${passAdmissionColumns}`,
  );
  return rows.length === 0 ? undefined : passAdmissionRow.parse(rows[0]);
}

/**
 * The back office's session queries, named by intent. Each takes the writer (the database or
 * the change's transaction); no rules here. Held places are the live ones (`liveHeldPlaces`),
 * sold places the session's counter.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { liveHeldPlaces } from '../../db/live-held-places.ts';
import { sessionCancelledSql } from '../../db/session-cancelled.ts';
import {
  activities,
  activityTimes,
  coupons,
  holds,
  lineItems,
  sessionTicketPrices,
  tickets,
  venues,
} from '../../db/schema.ts';
import type { Transaction, Writer } from '../../db/transaction.ts';

/** A transaction of the database. */

export type NewSessionRow = typeof activityTimes.$inferInsert;
export type SessionPriceRow = typeof sessionTicketPrices.$inferSelect;

const liveHeldAt = (now: Date) =>
  sql<number>`${liveHeldPlaces(
    { id: sql`"activity_times"."id"`, held: sql`"activity_times"."held"` },
    sql`${now.toISOString()}::timestamptz`,
  )}::int`.mapWith(Number);

/** A session's columns with its live held places at `now` (the held counter left out). */
function sessionColumns(now: Date) {
  return {
    id: activityTimes.id,
    activityId: activityTimes.activityId,
    name: activityTimes.name,
    startsAt: activityTimes.startsAt,
    endsAt: activityTimes.endsAt,
    capacity: activityTimes.capacity,
    sold: activityTimes.sold,
    held: liveHeldAt(now),
    closed: activityTimes.closed,
    cancelled: sessionCancelledSql(sql`"activity_times"."id"`).mapWith(Boolean),
    cutoffHours: activityTimes.cutoffHours,
  };
}
export type SessionRow = Awaited<ReturnType<typeof findSessionsByIds>>[number];

export function findSessionsInRange(
  writer: Writer,
  activityId: number,
  from: Date,
  to: Date,
  now: Date,
) {
  return writer
    .select(sessionColumns(now))
    .from(activityTimes)
    .where(
      and(
        eq(activityTimes.activityId, activityId),
        gte(activityTimes.startsAt, from),
        lt(activityTimes.startsAt, to),
      ),
    )
    .orderBy(asc(activityTimes.startsAt), asc(activityTimes.id));
}

export function findSessionsByIds(writer: Writer, ids: number[], now: Date) {
  return writer
    .select(sessionColumns(now))
    .from(activityTimes)
    .where(inArray(activityTimes.id, ids))
    .orderBy(asc(activityTimes.startsAt), asc(activityTimes.id));
}

/**
 * Locks the sessions' rows until the transaction ends, in id order so two bulk changes cannot
 * deadlock; answers the ids found. A hold waits for the lock and then sees what was written.
 */
export async function lockSessions(tx: Transaction, ids: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: activityTimes.id })
    .from(activityTimes)
    .where(inArray(activityTimes.id, ids))
    .orderBy(asc(activityTimes.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Sets a locked session's capacity when it leaves room for its sold places and live holds, as
 * one conditional update (decision 046); false when it would not. Run after `lockSessions`, so
 * its snapshot sees every hold committed before the lock was granted.
 */
export async function setCapacityIfRoom(
  tx: Transaction,
  id: number,
  capacity: number,
  now: Date,
): Promise<boolean> {
  const held = liveHeldPlaces(
    { id: sql`"activity_times"."id"`, held: sql`"activity_times"."held"` },
    sql`${now.toISOString()}::timestamptz`,
  );
  const updated = await tx
    .update(activityTimes)
    .set({ capacity })
    .where(and(eq(activityTimes.id, id), sql`${capacity} >= "activity_times"."sold" + ${held}`))
    .returning({ id: activityTimes.id });
  return updated.length === 1;
}

export async function updateSessionFields(
  tx: Transaction,
  id: number,
  fields: Partial<
    Pick<
      NewSessionRow,
      | 'name'
      | 'displayName'
      | 'startsAt'
      | 'endsAt'
      | 'closed'
      | 'cutoffHours'
      | 'validThrough'
      | 'validDescription'
    >
  >,
): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await tx.update(activityTimes).set(fields).where(eq(activityTimes.id, id));
}

export async function insertSessions(tx: Transaction, rows: NewSessionRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(activityTimes).values(rows).returning({ id: activityTimes.id });
  return inserted.map((row) => row.id);
}

export async function deleteSession(tx: Transaction, id: number): Promise<void> {
  // Expired holds not yet swept have no key to the session: they go with it.
  await tx.delete(holds).where(eq(holds.activityTimeId, id));
  await tx.delete(activityTimes).where(eq(activityTimes.id, id));
}

export async function countLinesOfSession(tx: Transaction, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(lineItems)
    .where(eq(lineItems.activityTimeId, id));
  return row?.n ?? 0;
}

/** The codes of the coupons that apply only to the session, in code order. */
export async function findCouponCodesOfSession(tx: Transaction, id: number): Promise<string[]> {
  const rows = await tx
    .select({ code: coupons.code })
    .from(coupons)
    .where(eq(coupons.activityTimeId, id))
    .orderBy(asc(coupons.code));
  return rows.map((row) => row.code);
}

export function findPricesOfSessions(writer: Writer, ids: number[]): Promise<SessionPriceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return writer
    .select()
    .from(sessionTicketPrices)
    .where(inArray(sessionTicketPrices.activityTimeId, ids))
    .orderBy(asc(sessionTicketPrices.ticketId));
}

/** Replaces a session's own prices; an empty list leaves every ticket at its own price. */
export async function replacePrices(
  tx: Transaction,
  id: number,
  prices: { ticketId: number; priceCents: number }[],
) {
  await tx.delete(sessionTicketPrices).where(eq(sessionTicketPrices.activityTimeId, id));
  if (prices.length === 0) return;
  await tx
    .insert(sessionTicketPrices)
    .values(prices.map((price) => ({ activityTimeId: id, ...price })));
}

export async function insertPrices(tx: Transaction, rows: SessionPriceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(sessionTicketPrices).values(rows);
}

/** The start instants of an activity's sessions in [from, to), to find a schedule's repeats. */
export async function findStartsInRange(writer: Writer, activityId: number, from: Date, to: Date) {
  const rows = await writer
    .select({ startsAt: activityTimes.startsAt })
    .from(activityTimes)
    .where(
      and(
        eq(activityTimes.activityId, activityId),
        gte(activityTimes.startsAt, from),
        lt(activityTimes.startsAt, to),
      ),
    );
  return new Set(rows.map((row) => row.startsAt.getTime()));
}

export async function findActivity(writer: Writer, id: number) {
  const [row] = await writer
    .select({
      id: activities.id,
      centamanId: activities.centamanId,
      displayName: activities.displayName,
      timed: activities.timed,
      cutoffHours: activities.cutoffHours,
    })
    .from(activities)
    .where(eq(activities.id, id));
  return row;
}
export type SessionActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

/** Every activity not archived, with its venue, by venue and position. */
export function findActivitiesWithVenues(writer: Writer) {
  return writer
    .select({
      id: activities.id,
      displayName: activities.displayName,
      venueName: venues.displayName,
      timed: activities.timed,
      cutoffHours: activities.cutoffHours,
    })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(eq(activities.archived, false))
    .orderBy(asc(venues.position), asc(activities.position), asc(activities.id));
}

/** The activities' ticket types (add-ons included), whose prices a session may set. */
export function findTicketsOfActivities(writer: Writer, activityIds: number[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return writer
    .select({
      id: tickets.id,
      activityId: tickets.activityId,
      displayName: tickets.displayName,
      priceCents: tickets.priceCents,
    })
    .from(tickets)
    .where(and(inArray(tickets.activityId, activityIds), eq(tickets.active, true)))
    .orderBy(asc(tickets.position), asc(tickets.id));
}

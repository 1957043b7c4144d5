/** The back office's catalogue reads and writes, named by intent. Plain rows; no rules here. */
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { activities, linkedActivities, tickets, udfs, venues, waivers } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';

export type VenueRow = typeof venues.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type UdfRow = typeof udfs.$inferSelect;
export type WaiverRow = typeof waivers.$inferSelect;
export type NewVenue = Omit<typeof venues.$inferInsert, 'id'>;
export type NewActivity = Omit<typeof activities.$inferInsert, 'id'>;
export type NewTicket = Omit<typeof tickets.$inferInsert, 'id'>;
export type NewUdf = Omit<typeof udfs.$inferInsert, 'id' | 'activityId' | 'attendeeUdf'>;
export type NewWaiver = Omit<typeof waivers.$inferInsert, 'id' | 'activityId'>;
type Reader = Pick<Database, 'select'>;

/** Every venue, in the shop's order, with how many activities it has. */
export async function findVenuesWithCounts(db: Reader) {
  const rows = await db
    .select({ venue: venues, activityCount: count(activities.id) })
    .from(venues)
    .leftJoin(activities, eq(activities.venueId, venues.id))
    .groupBy(venues.id)
    .orderBy(asc(venues.position), asc(venues.id));
  return rows.map((row) => ({ ...row.venue, activityCount: Number(row.activityCount) }));
}

export async function countActivitiesOfVenue(db: Reader, venueId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activities)
    .where(eq(activities.venueId, venueId));
  return Number(row?.n ?? 0);
}

export async function lockVenue(tx: Writer, id: number): Promise<VenueRow | undefined> {
  const [row] = await tx.select().from(venues).where(eq(venues.id, id)).for('update');
  return row;
}

/** The new venue, or undefined when its name or slug is taken. */
export async function insertVenue(tx: Writer, values: NewVenue): Promise<VenueRow | undefined> {
  const [row] = await tx.insert(venues).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateVenue(tx: Writer, id: number, values: Partial<NewVenue>) {
  const [row] = await tx.update(venues).set(values).where(eq(venues.id, id)).returning();
  return row!;
}

/** Whether another venue has the name or the slug. */
export async function isVenueTaken(
  tx: Writer,
  values: { name: string; slug: string },
  exceptId: number,
): Promise<boolean> {
  const rows = await tx
    .select({ id: venues.id, name: venues.name, slug: venues.slug })
    .from(venues)
    .where(ne(venues.id, exceptId));
  return rows.some((row) => row.name === values.name || row.slug === values.slug);
}

/** Every activity with its venue's name and its count of ticket types. */
export async function findActivitySummaries(db: Reader) {
  const rows = await db
    .select({ activity: activities, venueName: venues.displayName, ticketCount: count(tickets.id) })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .leftJoin(tickets, eq(tickets.activityId, activities.id))
    .groupBy(activities.id, venues.displayName)
    .orderBy(asc(activities.position), asc(activities.id));
  return rows.map((row) => ({
    ...row.activity,
    venueName: row.venueName,
    ticketCount: Number(row.ticketCount),
  }));
}

export async function findActivity(db: Reader, id: number) {
  const [row] = await db
    .select({ activity: activities, venueName: venues.displayName })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(eq(activities.id, id));
  return row ? { ...row.activity, venueName: row.venueName } : undefined;
}

/** An activity's lists: fields, waivers, linked activities and ticket types, in order. */
export async function findActivityLists(db: Reader, activityId: number) {
  const [fields, waiverRows, links, ticketRows] = await Promise.all([
    db
      .select()
      .from(udfs)
      .where(eq(udfs.activityId, activityId))
      .orderBy(asc(udfs.position), asc(udfs.id)),
    db
      .select()
      .from(waivers)
      .where(eq(waivers.activityId, activityId))
      .orderBy(asc(waivers.position), asc(waivers.id)),
    db
      .select({ id: linkedActivities.linkedActivityId })
      .from(linkedActivities)
      .where(eq(linkedActivities.activityId, activityId))
      .orderBy(asc(linkedActivities.position)),
    findTicketsOfActivity(db, activityId),
  ]);
  return {
    udfs: fields,
    waivers: waiverRows,
    linkedActivityIds: links.map((l) => l.id),
    tickets: ticketRows,
  };
}
export type ActivityLists = Awaited<ReturnType<typeof findActivityLists>>;

export function findTicketsOfActivity(db: Reader, activityId: number): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(eq(tickets.activityId, activityId))
    .orderBy(asc(tickets.position), asc(tickets.id));
}

export async function lockActivity(tx: Writer, id: number): Promise<ActivityRow | undefined> {
  const [row] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
  return row;
}

/** The new activity, or undefined when its Centaman id is taken. */
export async function insertActivity(tx: Writer, values: NewActivity) {
  const [row] = await tx.insert(activities).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateActivity(tx: Writer, id: number, values: Partial<NewActivity>) {
  const [row] = await tx.update(activities).set(values).where(eq(activities.id, id)).returning();
  return row!;
}

export async function isActivityCentamanIdTaken(tx: Writer, centamanId: string, exceptId: number) {
  const rows = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.centamanId, centamanId), ne(activities.id, exceptId)));
  return rows.length > 0;
}

export async function findExistingActivityIds(tx: Writer, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(inArray(activities.id, ids));
  return rows.map((row) => row.id);
}

export async function venueExists(tx: Writer, id: number): Promise<boolean> {
  const rows = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, id));
  return rows.length > 0;
}

/** Replaces one list (booking or attendee) of an activity's fields; answers are kept by name. */
export async function replaceUdfs(
  tx: Writer,
  activityId: number,
  attendeeUdf: boolean,
  list: NewUdf[],
) {
  await tx
    .delete(udfs)
    .where(and(eq(udfs.activityId, activityId), eq(udfs.attendeeUdf, attendeeUdf)));
  if (list.length > 0)
    await tx.insert(udfs).values(list.map((udf) => ({ ...udf, activityId, attendeeUdf })));
}

export async function replaceWaivers(tx: Writer, activityId: number, list: NewWaiver[]) {
  await tx.delete(waivers).where(eq(waivers.activityId, activityId));
  if (list.length > 0) await tx.insert(waivers).values(list.map((w) => ({ ...w, activityId })));
}

export async function replaceLinks(tx: Writer, activityId: number, linkedIds: number[]) {
  await tx.delete(linkedActivities).where(eq(linkedActivities.activityId, activityId));
  if (linkedIds.length > 0)
    await tx
      .insert(linkedActivities)
      .values(
        linkedIds.map((linkedActivityId, position) => ({ activityId, linkedActivityId, position })),
      );
}

export async function lockTicket(tx: Writer, id: number): Promise<TicketRow | undefined> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row;
}

/** The new ticket type, or undefined when its Centaman id is taken. */
export async function insertTicket(tx: Writer, values: NewTicket) {
  const [row] = await tx.insert(tickets).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTicket(tx: Writer, id: number, values: Partial<NewTicket>) {
  const [row] = await tx.update(tickets).set(values).where(eq(tickets.id, id)).returning();
  return row!;
}

export async function isTicketCentamanIdTaken(tx: Writer, centamanId: string, exceptId: number) {
  const rows = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.centamanId, centamanId), ne(tickets.id, exceptId)));
  return rows.length > 0;
}

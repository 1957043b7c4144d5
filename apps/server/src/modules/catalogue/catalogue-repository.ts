/** Catalogue reads, named by intent. Plain rows out; no business rules here. */
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sessionColumnsWithLiveHeld } from '../../db/live-held-places.ts';
import {
  activities,
  activityLevels,
  activityTimes,
  linkedActivities,
  sessionTicketPrices,
  tickets,
  udfs,
  venues,
} from '../../db/schema.ts';

export type VenueRow = typeof venues.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type UdfRow = typeof udfs.$inferSelect;
/** A session row with its held counter (every holds row, expired ones not yet swept too). */
export type SessionWithHeldCounter = Omit<typeof activityTimes.$inferSelect, 'held'> & {
  heldCounter: number;
};
/** A session row with its live held places (those of its unexpired holds). */
export type SessionWithLiveHeld = Omit<typeof activityTimes.$inferSelect, 'held'> & {
  liveHeld: number;
};
export type SessionPriceRow = typeof sessionTicketPrices.$inferSelect;

/**
 * The reads behind a visitor's calendar run as named prepared statements: PostgreSQL parses and
 * plans them once per connection, and Drizzle builds their SQL once instead of per request.
 */
function prepareCalendarReads(db: Database) {
  const sessionColumns = sessionColumnsWithLiveHeld();
  return {
    bookableActivity: db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.id, sql.placeholder('id')),
          eq(activities.active, true),
          eq(activities.archived, false),
        ),
      )
      .prepare('catalogue_bookable_activity'),
    sessionsInRange: db
      .select(sessionColumns)
      .from(activityTimes)
      .where(
        and(
          eq(activityTimes.activityId, sql.placeholder('activityId')),
          lt(activityTimes.startsAt, sql.placeholder('to')),
          gte(activityTimes.endsAt, sql.placeholder('from')),
        ),
      )
      .orderBy(asc(activityTimes.startsAt), asc(activityTimes.id))
      .prepare('catalogue_sessions_in_range'),
    session: db
      .select(sessionColumns)
      .from(activityTimes)
      .where(eq(activityTimes.id, sql.placeholder('id')))
      .prepare('catalogue_session'),
    ticketsOfActivity: db
      .select()
      .from(tickets)
      .where(
        and(
          eq(tickets.activityId, sql.placeholder('activityId')),
          eq(tickets.active, true),
          eq(tickets.addOn, sql.placeholder('addOn')),
        ),
      )
      .orderBy(asc(tickets.position), asc(tickets.id))
      .prepare('catalogue_tickets_of_activity'),
    sessionPrices: db
      .select()
      .from(sessionTicketPrices)
      .where(sql`${sessionTicketPrices.activityTimeId} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('catalogue_session_prices'),
  };
}

function findVenues(db: Database): Promise<VenueRow[]> {
  return db.select().from(venues).orderBy(asc(venues.position), asc(venues.id));
}

function findBookableActivities(
  db: Database,
  options: { includeHidden: boolean; venueId?: number },
): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.active, true),
        eq(activities.archived, false),
        options.includeHidden ? undefined : eq(activities.onDisplay, true),
        options.venueId === undefined ? undefined : eq(activities.venueId, options.venueId),
      ),
    )
    .orderBy(asc(activities.position), asc(activities.id));
}

function findUdfsOfActivities(db: Database, activityIds: number[]): Promise<UdfRow[]> {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(udfs)
    .where(and(inArray(udfs.activityId, activityIds), eq(udfs.active, true)))
    .orderBy(asc(udfs.position), asc(udfs.id));
}

async function findLinksOfActivities(db: Database, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return db
    .select({
      activityId: linkedActivities.activityId,
      id: activities.id,
      defaultStartDate: activities.defaultStartDate,
    })
    .from(linkedActivities)
    .innerJoin(activities, eq(activities.id, linkedActivities.linkedActivityId))
    .where(
      and(
        inArray(linkedActivities.activityId, activityIds),
        eq(activities.active, true),
        eq(activities.archived, false),
      ),
    )
    .orderBy(asc(linkedActivities.position));
}

function findLevels(db: Database, activityId: number, activityTimeId: number | undefined) {
  return db
    .select()
    .from(activityLevels)
    .where(
      and(
        eq(activityLevels.activityId, activityId),
        activityTimeId === undefined
          ? undefined
          : or(
              isNull(activityLevels.activityTimeId),
              eq(activityLevels.activityTimeId, activityTimeId),
            ),
      ),
    )
    .orderBy(asc(activityLevels.position), asc(activityLevels.id));
}

/** The reads of a calendar and an offer, through the statements prepared once. */
function createCalendarReads(db: Database) {
  const calendar = prepareCalendarReads(db);
  return {
    async findBookableActivity(id: number): Promise<ActivityRow | undefined> {
      const [row] = await calendar.bookableActivity.execute({ id });
      return row;
    },

    /** Sessions of an activity that overlap [from, to), with their live holds at `now`. */
    findSessionsInRange(
      activityId: number,
      from: Date,
      to: Date,
      now: Date,
    ): Promise<SessionWithLiveHeld[]> {
      return calendar.sessionsInRange.execute({
        activityId,
        from: from.toISOString(),
        to: to.toISOString(),
        now: now.toISOString(),
      });
    },

    /** A session with its live holds at `now`. */
    async findSession(activityTimeId: number, now: Date): Promise<SessionWithLiveHeld | undefined> {
      const [row] = await calendar.session.execute({ id: activityTimeId, now: now.toISOString() });
      return row;
    },

    findTicketsOfActivity(activityId: number, kind: 'tickets' | 'addOns'): Promise<TicketRow[]> {
      return calendar.ticketsOfActivity.execute({ activityId, addOn: kind === 'addOns' });
    },

    async findSessionPrices(activityTimeIds: number[]): Promise<SessionPriceRow[]> {
      if (activityTimeIds.length === 0) return [];
      return calendar.sessionPrices.execute({ ids: activityTimeIds });
    },

    /**
     * Units of each add-on with a stock per session its stock has given at the session at `now`
     * (the database function `add_on_stock_used`, decision 079).
     */
    async findAddOnStockUsed(
      activityTimeId: number,
      ticketIds: number[],
      now: Date,
    ): Promise<{ ticketId: number; used: number }[]> {
      if (ticketIds.length === 0) return [];
      return db
        .select({
          ticketId: tickets.id,
          used: sql<number>`add_on_stock_used(${activityTimeId}, ${tickets.id}, null,
            ${now.toISOString()}::timestamptz)`.mapWith(Number),
        })
        .from(tickets)
        .where(inArray(tickets.id, ticketIds));
    },
  };
}

export function createCatalogueRepository(db: Database) {
  return {
    findVenues: () => findVenues(db),
    findBookableActivities: (options: { includeHidden: boolean; venueId?: number }) =>
      findBookableActivities(db, options),
    findUdfsOfActivities: (activityIds: number[]) => findUdfsOfActivities(db, activityIds),
    findLinksOfActivities: (activityIds: number[]) => findLinksOfActivities(db, activityIds),
    findLevels: (activityId: number, activityTimeId: number | undefined) =>
      findLevels(db, activityId, activityTimeId),
    ...createCalendarReads(db),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

/** Reads for e-mails that the Order shape does not carry: where and when each session is. */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { activities, activityTimes, ticketCodes, venues } from '../../db/schema.ts';
import { ticketPlaceKey, type SessionPlace, type TicketCodes } from './confirmation-view.ts';

export function createNotificationsRepository(db: Database) {
  return {
    /** Session, activity and venue details of the given sessions, by session id. */
    async findSessionPlaces(sessionIds: number[]): Promise<Map<number, SessionPlace>> {
      if (sessionIds.length === 0) return new Map();
      const rows = await db
        .select({
          sessionId: activityTimes.id,
          sessionName: activityTimes.name,
          startsAt: activityTimes.startsAt,
          endsAt: activityTimes.endsAt,
          validDescription: activityTimes.validDescription,
          timed: activities.timed,
          hideCalendarAndDates: activities.hideCalendarAndDates,
          location: activities.location,
          venueName: venues.displayName,
          streetAddress: venues.streetAddress,
          city: venues.city,
          state: venues.state,
          zip: venues.zip,
          venuePhone: venues.phone,
        })
        .from(activityTimes)
        .innerJoin(activities, eq(activities.id, activityTimes.activityId))
        .innerJoin(venues, eq(venues.id, activities.venueId))
        .where(inArray(activityTimes.id, [...new Set(sessionIds)]));
      return new Map(rows.map((row) => [row.sessionId, row]));
    },

    /** The codes of an order's admission places (decision 049), by ticket and place. */
    async findTicketCodes(orderId: number): Promise<TicketCodes> {
      const rows = await db
        .select({
          code: ticketCodes.code,
          lineItemTicketId: ticketCodes.lineItemTicketId,
          n: ticketCodes.n,
        })
        .from(ticketCodes)
        .where(eq(ticketCodes.orderId, orderId));
      return new Map(rows.map((row) => [ticketPlaceKey(row.lineItemTicketId, row.n), row.code]));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

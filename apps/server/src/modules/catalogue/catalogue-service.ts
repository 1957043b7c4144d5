/** Catalogue use cases: what a visitor may browse and book, with vacancy and cutoff decided here. */
import {
  ALL_VENUES_SLUG,
  DEFAULT_EXTRA_DAYS,
  type Activity,
  type ActivityTime,
  type Capacity,
  type Ticket,
  type VenueWithActivities,
} from '@shop/core/catalogue';
import { addDaysToIsoDate, shopDateAt, shopWallTimeToInstant } from '@shop/core/shop-time';
import { AppError, notFound } from '../../http/app-error.ts';
import type { ActivityRow, CatalogueRepository } from './catalogue-repository.ts';
import { toActivity, toActivityTime, toTicket, toVenue } from './catalogue-mappers.ts';

/** The longest range of activity times one request may ask for. */
export const MAX_RANGE_DAYS = 731;

export function createCatalogueService(repository: CatalogueRepository, clock: () => Date) {
  async function withDetails(rows: ActivityRow[]): Promise<Activity[]> {
    const ids = rows.map((row) => row.id);
    const [udfRows, links] = await Promise.all([
      repository.findUdfsOfActivities(ids),
      repository.findLinksOfActivities(ids),
    ]);
    return rows.map((row) =>
      toActivity(
        row,
        udfRows.filter((udf) => udf.activityId === row.id),
        links.filter((link) => link.activityId === row.id),
      ),
    );
  }

  async function requireActivity(id: number): Promise<ActivityRow> {
    const activity = await repository.findBookableActivity(id);
    if (!activity) throw notFound('Activity');
    return activity;
  }

  async function ticketsBySession(activity: ActivityRow, sessionIds: number[]) {
    const [ticketRows, prices] = await Promise.all([
      repository.findTicketsOfActivity(activity.id, 'tickets'),
      repository.findSessionPrices(sessionIds),
    ]);
    const priceOf = new Map(prices.map((p) => [`${p.activityTimeId}:${p.ticketId}`, p.priceCents]));
    return (sessionId: number): Ticket[] =>
      ticketRows.map((ticket) =>
        toTicket(ticket, activity.timed, sessionId, priceOf.get(`${sessionId}:${ticket.id}`)),
      );
  }

  return {
    /** Venues in tab order; the 'all' venue carries every bookable activity. */
    async listVenues(includeActivities: boolean): Promise<VenueWithActivities[]> {
      const venueRows = await repository.findVenues();
      if (!includeActivities) return venueRows.map(toVenue);
      const activityList = await withDetails(
        await repository.findBookableActivities({ includeHidden: false }),
      );
      return venueRows.map((venue) => ({
        ...toVenue(venue),
        activities:
          venue.slug === ALL_VENUES_SLUG
            ? activityList
            : activityList.filter((activity) => activity.venueId === venue.id),
      }));
    },

    /** Bookable activities; viewAll adds those not on display (never archived or inactive ones). */
    async listActivities(viewAll: boolean): Promise<Activity[]> {
      return withDetails(await repository.findBookableActivities({ includeHidden: viewAll }));
    },

    async getActivity(id: number): Promise<Activity> {
      const [activity] = await withDetails([await requireActivity(id)]);
      return activity!;
    },

    /** Sessions overlapping [startDate, endDate] (Denver dates, inclusive). */
    async listActivityTimes(
      activityId: number,
      query: {
        startDate?: string | undefined;
        endDate?: string | undefined;
        includeTickets?: boolean | undefined;
      },
    ): Promise<ActivityTime[]> {
      const now = clock();
      const startDate = query.startDate ?? shopDateAt(now);
      const endDate = query.endDate ?? addDaysToIsoDate(startDate, DEFAULT_EXTRA_DAYS);
      if (endDate < startDate) {
        throw new AppError('validation_failed', 'endDate must not be before startDate.', {
          fields: { endDate: ['Must not be before startDate'] },
        });
      }
      if (addDaysToIsoDate(startDate, MAX_RANGE_DAYS) < endDate) {
        throw new AppError(
          'validation_failed',
          `Ask for at most ${MAX_RANGE_DAYS} days of activity times at once.`,
          {
            fields: { endDate: [`Must be within ${MAX_RANGE_DAYS} days of startDate`] },
          },
        );
      }
      const activity = await requireActivity(activityId);
      const rows = await repository.findSessionsInRange(
        activity.id,
        shopWallTimeToInstant(startDate, '00:00'),
        shopWallTimeToInstant(addDaysToIsoDate(endDate, 1), '00:00'),
        now,
      );
      const ticketsOf = query.includeTickets
        ? await ticketsBySession(
            activity,
            rows.map((row) => row.id),
          )
        : undefined;
      return rows.map((row) => toActivityTime(row, activity, now, ticketsOf?.(row.id)));
    },

    async getActivityTime(
      activityId: number,
      timeId: number,
      includeTickets: boolean,
    ): Promise<ActivityTime> {
      const activity = await requireActivity(activityId);
      const now = clock();
      const row = await repository.findSession(timeId, now);
      if (!row || row.activityId !== activity.id) throw notFound('Activity time');
      const ticketsOf = includeTickets ? await ticketsBySession(activity, [row.id]) : undefined;
      return toActivityTime(row, activity, now, ticketsOf?.(row.id));
    },

    async listAddOns(activityId: number, activityTimeId: number | undefined): Promise<Ticket[]> {
      const activity = await requireActivity(activityId);
      if (activityTimeId !== undefined) {
        const session = await repository.findSession(activityTimeId, clock());
        if (!session || session.activityId !== activity.id) throw notFound('Activity time');
      }
      const [rows, prices] = await Promise.all([
        repository.findTicketsOfActivity(activity.id, 'addOns'),
        activityTimeId === undefined
          ? Promise.resolve([])
          : repository.findSessionPrices([activityTimeId]),
      ]);
      const priceOf = new Map(prices.map((p) => [p.ticketId, p.priceCents]));
      return rows.map((row) =>
        toTicket(row, activity.timed, activityTimeId ?? null, priceOf.get(row.id)),
      );
    },

    async listActivityLevels(activityId: number, activityTimeId: number | undefined) {
      await requireActivity(activityId);
      const rows = await repository.findLevels(activityId, activityTimeId);
      return rows.map((row) => ({
        id: row.id,
        activityId: row.activityId,
        name: row.name,
        description: row.description,
        position: row.position,
      }));
    },

    async getCapacity(activityTimeId: number): Promise<Capacity> {
      const row = await repository.findSession(activityTimeId, clock());
      if (!row) throw notFound('Activity time');
      const vacancy = row.capacity - row.sold - row.liveHeld;
      return {
        activityTimeId: row.id,
        capacity: row.capacity,
        sold: row.sold,
        held: row.liveHeld,
        vacancy,
        soldOut: vacancy <= 0,
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

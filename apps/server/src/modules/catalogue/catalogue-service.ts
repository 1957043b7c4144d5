/** Catalogue use cases: what a visitor may browse and book, with vacancy and cutoff decided here. */
import {
  type Activity,
  type ActivityTime,
  type Capacity,
  type Ticket,
  type VenueWithActivities,
} from '@shop/core/catalogue';
import { ALL_VENUES_SLUG } from '@shop/core/venue-slugs';
import { addDaysToIsoDate, shopDateAt, shopWallTimeToInstant } from '@shop/core/shop-time';
import { DEFAULT_EXTRA_DAYS } from '@shop/core/time-groups';
import { AppError, notFound } from '../../http/app-error.ts';
import type { ActivityRow, CatalogueRepository, TicketRow } from './catalogue-repository.ts';
import { toActivity, toActivityTime, toTicket, toVenue } from './catalogue-mappers.ts';

/** The longest range of activity times one request may ask for. */
export const MAX_RANGE_DAYS = 731;

/** What the catalogue reads are given. */
interface CatalogueDeps {
  repository: CatalogueRepository;
  clock: () => Date;
}

type DropDeps<F> = F extends (deps: CatalogueDeps, ...args: infer A) => unknown ? A : never;

async function withDetails(deps: CatalogueDeps, rows: ActivityRow[]): Promise<Activity[]> {
  const ids = rows.map((row) => row.id);
  const [udfRows, links] = await Promise.all([
    deps.repository.findUdfsOfActivities(ids),
    deps.repository.findLinksOfActivities(ids),
  ]);
  return rows.map((row) =>
    toActivity(
      row,
      udfRows.filter((udf) => udf.activityId === row.id),
      links.filter((link) => link.activityId === row.id),
    ),
  );
}

async function requireActivity(deps: CatalogueDeps, id: number): Promise<ActivityRow> {
  const activity = await deps.repository.findBookableActivity(id);
  if (!activity) throw notFound('Activity');
  return activity;
}

async function ticketsBySession(deps: CatalogueDeps, activity: ActivityRow, sessionIds: number[]) {
  const [ticketRows, prices] = await Promise.all([
    deps.repository.findTicketsOfActivity(activity.id, 'tickets'),
    deps.repository.findSessionPrices(sessionIds),
  ]);
  const priceOf = new Map(prices.map((p) => [`${p.activityTimeId}:${p.ticketId}`, p.priceCents]));
  return (sessionId: number): Ticket[] =>
    ticketRows.map((ticket) =>
      toTicket(ticket, activity.timed, sessionId, priceOf.get(`${sessionId}:${ticket.id}`)),
    );
}

/** Venues in tab order; the 'all' venue carries every bookable activity. */
export async function listVenues(
  deps: CatalogueDeps,
  includeActivities: boolean,
): Promise<VenueWithActivities[]> {
  const venueRows = await deps.repository.findVenues();
  if (!includeActivities) return venueRows.map(toVenue);
  const activityList = await withDetails(
    deps,
    await deps.repository.findBookableActivities({ includeHidden: false }),
  );
  return venueRows.map((venue) => ({
    ...toVenue(venue),
    activities:
      venue.slug === ALL_VENUES_SLUG
        ? activityList
        : activityList.filter((activity) => activity.venueId === venue.id),
  }));
}

/** Bookable activities; viewAll adds those not on display (never archived or inactive ones). */
export async function listActivities(deps: CatalogueDeps, viewAll: boolean): Promise<Activity[]> {
  return withDetails(
    deps,
    await deps.repository.findBookableActivities({ includeHidden: viewAll }),
  );
}

export async function getActivity(deps: CatalogueDeps, id: number): Promise<Activity> {
  const [activity] = await withDetails(deps, [await requireActivity(deps, id)]);
  return activity!;
}

/** Sessions overlapping [startDate, endDate] (Denver dates, inclusive). */
export async function listActivityTimes(
  deps: CatalogueDeps,
  activityId: number,
  query: {
    startDate?: string | undefined;
    endDate?: string | undefined;
    includeTickets?: boolean | undefined;
  },
): Promise<ActivityTime[]> {
  const now = deps.clock();
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
  const activity = await requireActivity(deps, activityId);
  const rows = await deps.repository.findSessionsInRange(
    activity.id,
    shopWallTimeToInstant(startDate, '00:00'),
    shopWallTimeToInstant(addDaysToIsoDate(endDate, 1), '00:00'),
    now,
  );
  const ticketsOf = query.includeTickets
    ? await ticketsBySession(
        deps,
        activity,
        rows.map((row) => row.id),
      )
    : undefined;
  return rows.map((row) => toActivityTime(row, activity, now, ticketsOf?.(row.id)));
}

export async function getActivityTime(
  deps: CatalogueDeps,
  activityId: number,
  timeId: number,
  includeTickets: boolean,
): Promise<ActivityTime> {
  const activity = await requireActivity(deps, activityId);
  const now = deps.clock();
  const row = await deps.repository.findSession(timeId, now);
  if (!row || row.activityId !== activity.id) throw notFound('Activity time');
  const ticketsOf = includeTickets ? await ticketsBySession(deps, activity, [row.id]) : undefined;
  return toActivityTime(row, activity, now, ticketsOf?.(row.id));
}

export async function listAddOns(
  deps: CatalogueDeps,
  activityId: number,
  activityTimeId: number | undefined,
): Promise<Ticket[]> {
  const activity = await requireActivity(deps, activityId);
  if (activityTimeId !== undefined) {
    const session = await deps.repository.findSession(activityTimeId, deps.clock());
    if (!session || session.activityId !== activity.id) throw notFound('Activity time');
  }
  const [rows, prices] = await Promise.all([
    deps.repository.findTicketsOfActivity(activity.id, 'addOns'),
    activityTimeId === undefined
      ? Promise.resolve([])
      : deps.repository.findSessionPrices([activityTimeId]),
  ]);
  const priceOf = new Map(prices.map((p) => [p.ticketId, p.priceCents]));
  const leftOf = await addOnStockLeft(deps, rows, activityTimeId);
  return rows.map((row) => {
    const ticket = toTicket(row, activity.timed, activityTimeId ?? null, priceOf.get(row.id));
    const left = leftOf.get(row.id);
    return left === undefined ? ticket : { ...ticket, left };
  });
}

/** What is left of each add-on's stock at the session (decision 079); none when unlimited. */
async function addOnStockLeft(
  deps: CatalogueDeps,
  rows: TicketRow[],
  activityTimeId: number | undefined,
): Promise<Map<number, number>> {
  const limited = rows.filter((row) => row.stockPerSession !== null);
  if (activityTimeId === undefined || limited.length === 0) return new Map();
  const used = await deps.repository.findAddOnStockUsed(
    activityTimeId,
    limited.map((row) => row.id),
    deps.clock(),
  );
  const usedOf = new Map(used.map((row) => [row.ticketId, row.used]));
  return new Map(
    limited.map((row) => [row.id, Math.max(0, row.stockPerSession! - (usedOf.get(row.id) ?? 0))]),
  );
}

export async function listActivityLevels(
  deps: CatalogueDeps,
  activityId: number,
  activityTimeId: number | undefined,
) {
  await requireActivity(deps, activityId);
  const rows = await deps.repository.findLevels(activityId, activityTimeId);
  return rows.map((row) => ({
    id: row.id,
    activityId: row.activityId,
    name: row.name,
    description: row.description,
    position: row.position,
  }));
}

export async function getCapacity(deps: CatalogueDeps, activityTimeId: number): Promise<Capacity> {
  const row = await deps.repository.findSession(activityTimeId, deps.clock());
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
}

export function createCatalogueService(repository: CatalogueRepository, clock: () => Date) {
  const deps: CatalogueDeps = { repository, clock };
  return {
    listVenues: (...args: DropDeps<typeof listVenues>) => listVenues(deps, ...args),
    listActivities: (...args: DropDeps<typeof listActivities>) => listActivities(deps, ...args),
    getActivity: (...args: DropDeps<typeof getActivity>) => getActivity(deps, ...args),
    listActivityTimes: (...args: DropDeps<typeof listActivityTimes>) =>
      listActivityTimes(deps, ...args),
    getActivityTime: (...args: DropDeps<typeof getActivityTime>) => getActivityTime(deps, ...args),
    listAddOns: (...args: DropDeps<typeof listAddOns>) => listAddOns(deps, ...args),
    listActivityLevels: (...args: DropDeps<typeof listActivityLevels>) =>
      listActivityLevels(deps, ...args),
    getCapacity: (...args: DropDeps<typeof getCapacity>) => getCapacity(deps, ...args),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

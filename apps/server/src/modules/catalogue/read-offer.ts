/**
 * What a session offers for sale, for other modules (carts, orders): the activity, the session
 * with its vacancy and availability, and each ticket type at this session's price and tax rate.
 *
 * Every cart change reads an offer, so the catalogue part of it (the activity, its fields,
 * links, ticket types, and the session's prices) is kept in memory for `cacheMs` (decision 016):
 * the catalogue changes rarely, and not through this server. The session itself (capacity, sold
 * and held places) is read fresh every time; the guarantee is decided by the hold anyway.
 */
import { LRUCache } from 'lru-cache';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { notFound } from '../../http/app-error.ts';
import type {
  ActivityTimeRow,
  CatalogueRepository,
  SessionPriceRow,
  TicketRow,
} from './catalogue-repository.ts';
import { toActivity, toActivityTime } from './catalogue-mappers.ts';

export interface OfferedTicket {
  row: TicketRow;
  priceCents: number;
}

export interface Offer {
  activity: Activity;
  session: ActivityTime;
  /** The session's row as the offer was read from (see readOffer for what its `held` is). */
  sessionRow: ActivityTimeRow;
  tickets: OfferedTicket[];
}

type ActivityRow = NonNullable<Awaited<ReturnType<CatalogueRepository['findBookableActivity']>>>;

interface ActivityCatalogue {
  row: ActivityRow;
  activity: Activity;
  tickets: TicketRow[];
}

/** Activities and sessions whose catalogue part may be kept at once. */
const MAX_ACTIVITIES = 500;
const MAX_SESSIONS = 20_000;

export interface OfferCacheOptions {
  /** How long the catalogue part may be kept, in milliseconds; 0 reads it every time. */
  cacheMs: number;
  /** What the cache's ages are measured with: `performance` unless a test steps its own. */
  ttlClock?: { now(): number };
}

/** A loader through a cache that shares one load among concurrent callers, or straight through. */
function cacheLoads<K extends number, V extends object>(
  options: OfferCacheOptions,
  max: number,
  load: (key: K) => Promise<V | undefined>,
): (key: K) => Promise<V | undefined> {
  // lru-cache takes a ttl of 0 as 'forever': no caching is no cache at all.
  if (options.cacheMs <= 0) return load;
  const cache = new LRUCache<K, V>({
    max,
    ttl: options.cacheMs,
    ...(options.ttlClock ? { perf: options.ttlClock, ttlResolution: 0 } : {}),
    fetchMethod: (key) => load(key),
  });
  return (key) => cache.fetch(key);
}

export function createOfferReader(
  repository: CatalogueRepository,
  clock: () => Date,
  options: OfferCacheOptions = { cacheMs: 0 },
) {
  const readActivity = cacheLoads<number, ActivityCatalogue>(
    options,
    MAX_ACTIVITIES,
    async (activityId) => {
      const row = await repository.findBookableActivity(activityId);
      if (!row) return undefined;
      const [udfRows, links, ticketRows, addOnRows] = await Promise.all([
        repository.findUdfsOfActivities([row.id]),
        repository.findLinksOfActivities([row.id]),
        repository.findTicketsOfActivity(row.id, 'tickets'),
        repository.findTicketsOfActivity(row.id, 'addOns'),
      ]);
      return {
        row,
        activity: toActivity(row, udfRows, links),
        tickets: [...ticketRows, ...addOnRows],
      };
    },
  );
  const readPrices = cacheLoads<number, Map<number, number>>(
    options,
    MAX_SESSIONS,
    async (activityTimeId) => {
      const prices: SessionPriceRow[] = await repository.findSessionPrices([activityTimeId]);
      return new Map(prices.map((price) => [price.ticketId, price.priceCents]));
    },
  );

  /**
   * The offer of a session. A caller that has just read the session row passes it, and saves a
   * round trip: read as it is now (`sessionColumnsAtNow`), or with `held` as the session's held
   * counter when that leaves places (an upper bound of the live holds: the offer's availability
   * is then right, its vacancy a lower bound).
   */
  return async function readOffer(
    activityId: number,
    activityTimeId: number,
    known?: { session: ActivityTimeRow; now: Date },
  ): Promise<Offer> {
    const now = known?.now ?? clock();
    const [catalogue, sessionRow, priceOf] = await Promise.all([
      readActivity(activityId),
      known?.session.id === activityTimeId
        ? known.session
        : repository.findSession(activityTimeId, now),
      readPrices(activityTimeId),
    ]);
    if (!catalogue) throw notFound('Activity');
    if (!sessionRow || sessionRow.activityId !== catalogue.row.id) throw notFound('Activity time');
    return {
      activity: catalogue.activity,
      session: toActivityTime(sessionRow, catalogue.row, now),
      sessionRow,
      tickets: catalogue.tickets.map((row) => ({
        row,
        priceCents: priceOf?.get(row.id) ?? row.priceCents,
      })),
    };
  };
}

export type ReadOffer = ReturnType<typeof createOfferReader>;

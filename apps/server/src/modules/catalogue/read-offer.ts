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
import { isPastCutoff } from '@shop/core/shop-time';
import { notFound } from '../../http/app-error.ts';
import type {
  CatalogueRepository,
  SessionPriceRow,
  SessionWithHeldCounter,
  SessionWithLiveHeld,
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
  /**
   * Whether the session sells at all (not closed, not past its cutoff), whatever its places:
   * what an add-on, which takes none (decision 074), needs of it.
   */
  open: boolean;
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

/** A session row a caller has just read with its held counter, and when it read it. */
export interface KnownSession {
  session: SessionWithHeldCounter | null;
  now: Date;
}

/**
 * A session read with its held counter, standing for the session as it is now when the
 * counter leaves places: the counter bounds the live holds from above (expired holds not yet
 * swept included), so the offer's availability is right and its vacancy a lower bound (decision
 * 017). Undefined when the counter leaves none (expired holds decide: read the session now), or
 * when it is another session.
 */
function boundedByCounter(
  known: KnownSession | undefined,
  activityTimeId: number,
): SessionWithLiveHeld | undefined {
  const session = known?.session;
  if (!session || session.id !== activityTimeId) return undefined;
  const { heldCounter, ...row } = session;
  if (row.capacity - row.sold - heldCounter <= 0) return undefined;
  return { ...row, liveHeld: heldCounter };
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
   * The offer of a session. A caller that has just read the session row with its held counter
   * passes it, and saves a round trip while the counter leaves places (`boundedByCounter`).
   */
  return async function readOffer(
    activityId: number,
    activityTimeId: number,
    known?: KnownSession,
  ): Promise<Offer> {
    const now = known?.now ?? clock();
    const bounded = boundedByCounter(known, activityTimeId);
    const [catalogue, sessionRow, priceOf] = await Promise.all([
      readActivity(activityId),
      bounded ?? repository.findSession(activityTimeId, now),
      readPrices(activityTimeId),
    ]);
    if (!catalogue) throw notFound('Activity');
    if (!sessionRow || sessionRow.activityId !== catalogue.row.id) throw notFound('Activity time');
    const session = toActivityTime(sessionRow, catalogue.row, now);
    const cutoffHours = sessionRow.cutoffHours ?? catalogue.row.cutoffHours;
    return {
      activity: catalogue.activity,
      session,
      open: !sessionRow.closed && !isPastCutoff(session.validDate, cutoffHours, now),
      tickets: catalogue.tickets.map((row) => ({
        row,
        priceCents: priceOf?.get(row.id) ?? row.priceCents,
      })),
    };
  };
}

export type ReadOffer = ReturnType<typeof createOfferReader>;

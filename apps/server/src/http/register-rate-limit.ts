/**
 * The site-wide limit of RATE_LIMIT_PER_MINUTE requests per client address, shared by every
 * server process (DESIGN section 5): counted in Redis (or Valkey) when REDIS_URL is set, else in
 * PostgreSQL with leases (`leased-request-counter.ts`). A refused request answers 429 in the
 * spec's error body (`error-handler.ts`) with Retry-After.
 */
import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Settings } from '../config/settings.ts';
import type { Database } from '../db/database.ts';
import { createLeasedRequestCounter, type LeasedRequestCounter } from './leased-request-counter.ts';

const WINDOW_MS = 60_000;
/** Prefix of the site-wide buckets in PostgreSQL and of the keys in Redis. */
const SITE_LIMIT_PREFIX = 'site:';

/** @fastify/rate-limit's store interface over the leased counter. */
function leasedStore(counter: LeasedRequestCounter, prefix: string): FastifyRateLimitStoreCtor {
  return class LeasedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      counter.count(prefix + key, timeWindow, max).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route with its own limit counts apart, under its method and URL. */
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const Store = leasedStore(counter, `${prefix}${String(route?.method)}${String(route?.url)}:`);
      return new Store({});
    }
  };
}

/** The header of the server's own page render's API reads (web/render-pages.ts). */
export const PAGE_RENDER_HEADER = 'x-shop-page-render';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export async function registerRateLimit(
  app: FastifyInstance,
  deps: {
    settings: Settings;
    db: Database;
    clock: () => Date;
    /** Headers whose value lets a request from this machine through uncounted. */
    exempt?: Record<string, string>;
  },
): Promise<void> {
  const { settings } = deps;
  const exempt = Object.entries(deps.exempt ?? {});
  const limit = {
    max: settings.RATE_LIMIT_PER_MINUTE,
    timeWindow: WINDOW_MS,
    ...(exempt.length > 0
      ? {
          allowList: (request: FastifyRequest) =>
            loopback.has(request.socket.remoteAddress ?? '') &&
            exempt.every(([name, value]) => request.headers[name] === value),
        }
      : {}),
  };

  if (settings.REDIS_URL) {
    // A slow or absent Redis must not hold every request: while it is not connected, commands
    // fail at once instead of queueing until it is back, and an answer takes at most a second.
    const redis = new Redis(settings.REDIS_URL, {
      connectTimeout: 500,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis: %s', error.message));
    // Connected before the first request, which would otherwise go uncounted; a Redis that is
    // down does not stop the start (ioredis keeps reconnecting).
    await redis.connect().catch(() => {});
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await app.register(fastifyRateLimit, {
      ...limit,
      redis,
      nameSpace: `shop-rate-limit:${SITE_LIMIT_PREFIX}`,
      // Without Redis the shop still answers, unlimited, rather than refusing everyone.
      skipOnError: true,
    });
    return;
  }

  const counter = createLeasedRequestCounter({
    db: deps.db,
    clock: deps.clock,
    bucketPrefix: SITE_LIMIT_PREFIX,
    onBackgroundError: (error) =>
      app.log.warn({ err: error }, 'rate limit background write failed'),
  });
  await app.register(fastifyRateLimit, { ...limit, store: leasedStore(counter, '') });
}

/**
 * What an operator watches (issue "run it in production", signals): request counts and latency
 * by route, the shop's own events, the outbox and the database pool, in Prometheus's text format
 * (prom-client). Gauges that describe the database are read when Prometheus scrapes, not kept.
 */
import { sql } from 'drizzle-orm';
import client from 'prom-client';
import { queryRows, type Database } from '../db/database.ts';
import { shopEventCounters } from './shop-events.ts';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface ShopMetricsSources {
  db: Database;
  /** The PostgreSQL pool's connections; absent on PGlite, which has one connection. */
  poolStats?: (() => PoolStats) | undefined;
}

export function createShopMetrics({ db, poolStats }: ShopMetricsSources) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  for (const counter of shopEventCounters) registry.registerMetric(counter);

  const requestDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    // From a cached calendar answer to a slow card vault.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // Both outbox gauges are collected at once by a scrape: they share one query in flight.
  let outboxReading: ReturnType<typeof readOutbox> | null = null;
  const readOutboxOnce = () =>
    (outboxReading ??= readOutbox(db).finally(() => {
      outboxReading = null;
    }));

  new client.Gauge({
    name: 'shop_outbox_pending_messages',
    help: 'E-mails waiting in the outbox to be sent.',
    registers: [registry],
    // Every process of a cluster reads the same table: one reading, not their sum.
    aggregator: 'first',
    async collect() {
      this.set((await readOutboxOnce()).pending);
    },
  });
  new client.Gauge({
    name: 'shop_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox; 0 when none waits.',
    registers: [registry],
    aggregator: 'first',
    async collect() {
      this.set((await readOutboxOnce()).oldestAgeSeconds);
    },
  });
  if (poolStats) {
    const pool = new client.Gauge({
      name: 'shop_database_pool_connections',
      help: "The database pool's connections, by state (total, idle, waiting requests).",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        pool.set({ state: 'total' }, stats.total);
        pool.set({ state: 'idle' }, stats.idle);
        pool.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  return {
    registry,
    /** Records one answered request; `route` is the route's pattern, never the raw URL. */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requestDuration.observe({ method, route, status: String(status) }, seconds);
    },
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

async function readOutbox(db: Database) {
  const [row] = await queryRows<{ pending: number; oldest_age_seconds: number | null }>(
    db,
    sql`select count(*)::int as pending,
          extract(epoch from now() - min(created_at))::float8 as oldest_age_seconds
        from outbox where status = 'pending'`,
  );
  return { pending: row?.pending ?? 0, oldestAgeSeconds: row?.oldest_age_seconds ?? 0 };
}

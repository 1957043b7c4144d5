/**
 * The site-wide request limit counted in PostgreSQL, so that every server process shares it
 * (issue "hardening", item 5): N processes allow the limit, not N times it.
 *
 * Counting each request with a write would put a database round trip on every answer, calendar
 * answers served from memory included, and queue all the requests of one address on one row
 * lock. Instead a process takes hits in leases: one atomic upsert adds a lease of k hits to the
 * window's shared count, and the process then admits up to k requests from memory. A lease
 * starts at one hit per address and window and doubles while the address keeps coming, up to a
 * twentieth of the limit (at most 1,000), so an ordinary visitor costs a few writes a minute and a
 * busy address one write per lease; the next lease is taken in the background when half of the
 * current one is used, so requests seldom wait for it. Leases never add up past the limit, so the
 * limit holds across processes; hits leased and not used still count, so an address may be
 * refused up to two leases per process early. Once an address is over, the process refuses it
 * from memory until the window ends.
 *
 * Windows are fixed (aligned to the epoch), as for the account limits, so every process agrees
 * on them.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.ts';
import { addToWindowCount, deleteWindowCountsBefore } from '../db/window-counts.ts';

export interface LeasedCounterOptions {
  db: Database;
  clock: () => Date;
  /** Buckets are `{prefix}{key}`; the prefix keeps them apart from other counters. */
  bucketPrefix: string;
  /** Told when a background lease (the next request takes it itself) or sweep fails. */
  onBackgroundError?: (error: unknown) => void;
}

export interface CountedRequest {
  /** Requests counted in this window, this one included; over `max` means refused. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

interface KeyWindow {
  windowStart: number;
  /** Hits this process leased and has not used yet. */
  leased: number;
  /** The size of the last lease (0 before the first); the next is twice as large. */
  lastLease: number;
  /** The shared count after this process's last lease. */
  total: number;
  /** The shared count has reached the limit: no lease can be had until the window ends. */
  exhausted: boolean;
  leasing: Promise<void> | undefined;
}

// Old windows are deleted every this many leases, by whichever process takes it.
const SWEEP_EVERY = 500;
const LARGEST_LEASE = 1000;
// Addresses whose leases a process remembers; a forgotten one takes a new lease.
const REMEMBERED_KEYS = 50_000;

export function createLeasedRequestCounter(options: LeasedCounterOptions) {
  const { db, clock, bucketPrefix } = options;
  const windows = new LRUCache<string, KeyWindow>({ max: REMEMBERED_KEYS });
  let leasesSinceSweep = 0;

  async function takeLease(key: string, state: KeyWindow, windowMs: number, max: number) {
    const cap = Math.max(1, Math.min(LARGEST_LEASE, Math.floor(max / 20)));
    const size = Math.min(cap, Math.max(1, state.lastLease * 2));
    const total = await addToWindowCount(db, bucketPrefix + key, new Date(state.windowStart), size);
    // Of the hits just added, those that fit under the limit are this process's to admit.
    state.leased += Math.max(0, Math.min(size, max - (total - size)));
    state.lastLease = size;
    state.total = Math.max(state.total, total);
    if (total >= max) state.exhausted = true;
    leasesSinceSweep += 1;
    if (leasesSinceSweep >= SWEEP_EVERY) {
      leasesSinceSweep = 0;
      // Not part of the lease: the requests waiting for it need not wait for the delete too.
      deleteWindowCountsBefore(db, new Date(state.windowStart - windowMs), bucketPrefix).catch(
        (error: unknown) => options.onBackgroundError?.(error),
      );
    }
  }

  function lease(key: string, state: KeyWindow, windowMs: number, max: number): Promise<void> {
    state.leasing ??= takeLease(key, state, windowMs, max).finally(() => {
      state.leasing = undefined;
    });
    return state.leasing;
  }

  return {
    /** Counts one request of `key` against `max` per `windowMs`. */
    async count(key: string, windowMs: number, max: number): Promise<CountedRequest> {
      const now = clock().getTime();
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const ttl = windowStart + windowMs - now;
      let state = windows.get(key);
      if (!state || state.windowStart !== windowStart) {
        state = {
          windowStart,
          leased: 0,
          lastLease: 0,
          total: 0,
          exhausted: false,
          leasing: undefined,
        };
        windows.set(key, state);
      }
      for (;;) {
        if (state.leased > 0) {
          state.leased -= 1;
          if (state.leased <= state.lastLease / 2 && !state.exhausted && !state.leasing) {
            lease(key, state, windowMs, max).catch((error: unknown) =>
              options.onBackgroundError?.(error),
            );
          }
          return { current: Math.min(max, state.total - state.leased), ttl };
        }
        if (state.exhausted && !state.leasing) return { current: max + 1, ttl };
        await lease(key, state, windowMs, max);
      }
    },
  };
}

export type LeasedRequestCounter = ReturnType<typeof createLeasedRequestCounter>;

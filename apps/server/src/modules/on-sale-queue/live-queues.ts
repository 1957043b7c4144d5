/**
 * The live on-sale queues as one process knows them (decision 104): read at most once per
 * `cacheMs`, one read shared by all who ask meanwhile, whatever the number of waiting visitors.
 */
import type { Database } from '../../db/database.ts';
import { findLiveQueues, type QueueRow } from './queue-store.ts';

/** The activity a queue gates, or 0 for the memberships' queue. */
const scopeOf = (queue: QueueRow) => queue.activityId ?? 0;

export type LiveQueues = () => Promise<Map<number, QueueRow>>;

export function createLiveQueues(db: Database, cacheMs: number): LiveQueues {
  let cache: { readAt: number; byScope: Map<number, QueueRow> } | null = null;
  let reading: Promise<Map<number, QueueRow>> | null = null;
  return async () => {
    if (cache && Date.now() - cache.readAt < cacheMs) return cache.byScope;
    reading ??= findLiveQueues(db)
      .then((queues) => {
        const byScope = new Map(queues.map((queue) => [scopeOf(queue), queue]));
        cache = { readAt: Date.now(), byScope };
        return byScope;
      })
      .finally(() => (reading = null));
    return reading;
  };
}

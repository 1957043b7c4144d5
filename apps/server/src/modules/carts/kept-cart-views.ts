/**
 * Carts as this process last saw them after adding a ticket, so that the next add to the same
 * cart need not read it again (decision 018). A visitor adds tickets one after another; reading
 * the whole cart before each add cost PostgreSQL as much as the add itself.
 *
 * Nothing here is trusted for the cart's state: a kept view carries the cart row's version
 * (xmin), and the add that uses it is strict (migration 0010): when anything changed the cart
 * since, in this process or another, the add writes nothing and the cart is read again. What is
 * not versioned with the cart is catalogue data: the names and times of its lines' activities
 * and sessions, and each line's session row, whose held counter is only used to tell whether the
 * session may have room (the hold's guarded update decides). Those are kept at most `keepMs`
 * after they were read, measured on the shop's clock.
 */
import { LRUCache } from 'lru-cache';
import type { ActivityTimeRow } from '../catalogue/catalogue-repository.ts';
import type { CartRow, CartSnapshot } from './carts-repository.ts';

/** Carts and sessions kept at once: a busy hour's worth of visitors, a few MiB. */
const MAX_CARTS = 10_000;
const MAX_SESSIONS = 20_000;

export interface KeptCartView {
  cart: CartRow;
  /** The cart's contents and the version of its row they belong to. */
  snapshot: CartSnapshot;
  /** When the contents were read from the database (shop clock, ms since the epoch). */
  readAt: number;
}

interface KeptSession {
  row: ActivityTimeRow;
  readAt: number;
}

export function createKeptCartViews(keepMs: number) {
  const carts = new LRUCache<string, KeptCartView>({ max: MAX_CARTS });
  const sessions = new LRUCache<number, KeptSession>({ max: MAX_SESSIONS });
  const fresh = (readAt: number, now: Date) => {
    const age = now.getTime() - readAt;
    return age >= 0 && age <= keepMs;
  };

  return {
    /** The cart for a token as last kept, if kept recently enough. */
    findCart(token: string, now: Date): KeptCartView | undefined {
      const kept = carts.get(token);
      if (kept && fresh(kept.readAt, now)) return kept;
      if (kept) carts.delete(token);
      return undefined;
    },

    /**
     * A session row read with room by its held counter, if read recently enough: it stands for
     * the session wherever availability is all that is asked, the hold deciding the places.
     */
    findSessionWithRoom(activityTimeId: number, now: Date): ActivityTimeRow | undefined {
      const kept = sessions.get(activityTimeId);
      return kept && fresh(kept.readAt, now) ? kept.row : undefined;
    },

    keepCart(token: string, view: KeptCartView): void {
      if (keepMs > 0) carts.set(token, view);
    },

    keepSessionWithRoom(row: ActivityTimeRow, readAt: number): void {
      if (keepMs > 0) sessions.set(row.id, { row, readAt });
    },

    forgetCart(token: string): void {
      carts.delete(token);
    },
  };
}

export type KeptCartViews = ReturnType<typeof createKeptCartViews>;

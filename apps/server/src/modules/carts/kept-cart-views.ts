/**
 * Carts as this process last saw them after adding a ticket, so that the next add to the same
 * cart need not read it again (decision 018). A visitor adds tickets one after another; reading
 * the whole cart before each add cost PostgreSQL as much as the add itself.
 *
 * Nothing here is trusted for the cart's state: a kept view carries the cart row's version
 * (xmin), and the add that uses it is strict (migration 0010): when anything changed the cart
 * since, in this process or another, the add writes nothing and the cart is read again. What is
 * not versioned with the cart is catalogue data: the names and times of its lines' activities,
 * sessions and ticket types, and each line's session row, whose held counter is only used to tell
 * whether the session may have room (the hold's guarded update decides). A view is kept at most
 * `keepMs` after its catalogue data were read, and a session row half that, measured on the
 * shop's clock. An add on a cart of one line takes that line's catalogue data afresh from the
 * offer it was checked against, so such a cart, added to at least every `keepMs / 2`, is not read
 * again while nothing else changes it.
 */
import { LRUCache } from 'lru-cache';
import type { ActivityTimeRow } from '../catalogue/index.ts';
import type { CartRow, CartSnapshot } from './carts-repository.ts';

/** Carts and sessions kept at once: a busy hour's worth of visitors, a few MiB. */
const MAX_CARTS = 10_000;
const MAX_SESSIONS = 20_000;

export interface KeptCartView {
  cart: CartRow;
  /** The cart's contents and the version of its row they belong to. */
  snapshot: CartSnapshot;
  /** When its catalogue data were read from the database (shop clock, ms since the epoch). */
  readAt: number;
}

export interface KeptSession {
  row: ActivityTimeRow;
  /** When the row was read from the database (shop clock, ms since the epoch). */
  readAt: number;
}

export function createKeptCartViews(keepMs: number) {
  const carts = new LRUCache<string, KeptCartView>({ max: MAX_CARTS });
  const sessions = new LRUCache<number, KeptSession>({ max: MAX_SESSIONS });
  const fresh = (readAt: number, now: Date, maxAge = keepMs) => {
    const age = now.getTime() - readAt;
    return age >= 0 && age <= maxAge;
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
     * A session row read with room by its held counter, if read within `keepMs / 2`: it stands
     * for the session wherever availability is all that is asked, the hold deciding the places.
     * Half, so that a cart view refreshed from it has at least half its time left to live.
     */
    findSessionWithRoom(activityTimeId: number, now: Date): KeptSession | undefined {
      const kept = sessions.get(activityTimeId);
      return kept && fresh(kept.readAt, now, keepMs / 2) ? kept : undefined;
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

/**
 * The walk-up hold's idempotency keys (decision 106): a key is claimed, with the cart it names,
 * before any place is held; marked held once every place is; forgotten when the hold is refused,
 * so that the same request may be sent again and held then. A key left unmarked for longer than
 * a hold can take was left by a process that stopped: the next request with it takes it over.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';

/** Far longer than a hold of a few places takes, even on a busy day. */
const ABANDONED_AFTER_MS = 2 * 60_000;

/** A key claimed before, as it stands: its cart's token, its request, and whether it is held. */
export interface EarlierHold {
  cartToken: string;
  requestHash: string;
  isHeld: boolean;
}

type Claim =
  { claimed: true; takenOverCartToken: string | null } | { claimed: false; earlier: EarlierHold };

/**
 * Claims `key` for the new cart, or answers the hold that claimed it first. A key taken over
 * answers the cart its stopped request held places in, for the new request to give them back.
 */
export async function claimHoldKey(
  db: Database,
  hold: { key: string; cartId: number; requestHash: string; now: Date },
): Promise<Claim> {
  const { key, cartId, requestHash, now } = hold;
  const at = now.toISOString();
  const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString();
  // `earlier` is read as the statement starts: the taken-over row's cart, none for a new key.
  const [claimed] = await queryRows<{ taken_over_cart_token: string | null }>(
    db,
    sql`with earlier as (
          select c.token from walk_up_holds h join carts c on c.id = h.cart_id
          where h.idempotency_key = ${key})
        insert into walk_up_holds (idempotency_key, cart_id, request_hash, created_at)
        values (${key}, ${cartId}, ${requestHash}, ${at}::timestamptz)
        on conflict (idempotency_key) do update set cart_id = excluded.cart_id,
          created_at = excluded.created_at
        where walk_up_holds.held_at is null
          and walk_up_holds.request_hash = excluded.request_hash
          and walk_up_holds.created_at < ${abandonedBefore}::timestamptz
        returning (select token from earlier) as taken_over_cart_token`,
  );
  if (claimed) return { claimed: true, takenOverCartToken: claimed.taken_over_cart_token };
  const [earlier] = await queryRows<{ token: string; request_hash: string; is_held: boolean }>(
    db,
    sql`select c.token, h.request_hash, h.held_at is not null as is_held
        from walk_up_holds h join carts c on c.id = h.cart_id
        where h.idempotency_key = ${key}`,
  );
  // Refused and forgotten between the two statements: this request may hold them now.
  if (!earlier) return claimHoldKey(db, hold);
  return {
    claimed: false,
    earlier: {
      cartToken: earlier.token,
      requestHash: earlier.request_hash,
      isHeld: earlier.is_held,
    },
  };
}

/**
 * Marks the key's hold made, or forgets the key of a refused one: only while the key is still
 * this cart's, so a request thought stopped and taken over, that was only slow, changes nothing of
 * the request that took its key over.
 */
export async function markHoldHeld(db: Database, hold: { key: string; cartId: number; now: Date }) {
  await db.execute(
    sql`update walk_up_holds set held_at = ${hold.now.toISOString()}::timestamptz
        where idempotency_key = ${hold.key} and cart_id = ${hold.cartId}`,
  );
}

export async function forgetHoldKey(db: Database, hold: { key: string; cartId: number }) {
  await db.execute(
    sql`delete from walk_up_holds
        where idempotency_key = ${hold.key} and cart_id = ${hold.cartId}`,
  );
}

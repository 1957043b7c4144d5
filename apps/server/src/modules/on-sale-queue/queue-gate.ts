/**
 * The on-sale queue's gate (decision 104): the cart and order calls of a queued activity need
 * the visitor's pass, checked by its signature without a database read; the cart is bound to it
 * on first use, so one pass opens one cart.
 */
import { sql } from 'drizzle-orm';
import { queueTexts } from '@shop/core/queue-api';
import { queryRows, type Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { LiveQueues } from './live-queues.ts';
import { admitOneMore, claimPassForOrder, releasePassClaim, type QueueRow } from './queue-store.ts';
import type { QueueTokens } from './queue-tokens.ts';

export interface TurnRequest {
  cartToken: string;
  pass: string | undefined;
  /** The activities the call takes places of; those of the cart's lines when absent. */
  activityIds?: number[];
}

/**
 * When an activity of the call is queued, its pass must be of that queue and unexpired (403),
 * and not bound to another cart (409). Answers the queue passed, or null when none gates.
 */
export async function requireTurn(
  deps: { db: Database; clock: () => Date; tokens: QueueTokens },
  liveQueues: LiveQueues,
  input: TurnRequest,
): Promise<number | null> {
  const queues = await liveQueues();
  if (queues.size === 0) return null;
  const activityIds =
    input.activityIds ?? (await queuableActivitiesOfCart(deps.db, input.cartToken));
  const queue = activityIds.map((id) => queues.get(id)).find((found) => found !== undefined);
  if (!queue) return null;
  const claims = readValidPass(deps, queue, input.pass);
  await bindCartToPass(deps.db, input.cartToken, claims.v);
  return queue.id;
}

/** The claims of an unexpired pass of this queue; a 403 for any other. */
function readValidPass(
  deps: { clock: () => Date; tokens: QueueTokens },
  queue: QueueRow,
  pass: string | undefined,
) {
  const claims = pass === undefined ? null : deps.tokens.readPass(pass);
  if (!claims || claims.q !== queue.id || claims.o !== queue.opensAt.getTime())
    throw new AppError('forbidden', queueTexts.passRequired);
  if (claims.e <= deps.clock().getTime()) throw new AppError('forbidden', queueTexts.passExpired);
  return claims;
}

/** The memberships' queue's scope in the live queues (no activity). */
export const MEMBERSHIPS_SCOPE = 0;

/**
 * The memberships' gate: while their queue is on, a checkout and an order need an unexpired pass
 * of it (403). An order (its idempotency key) claims the pass, so a pass copied to another
 * browser places no second order at once (409); the claim is released if the order fails.
 * Answers the claim to settle, or null when no queue gates the memberships.
 */
export async function requireMembershipTurn(
  deps: { db: Database; clock: () => Date; tokens: QueueTokens },
  liveQueues: LiveQueues,
  input: { pass: string | undefined; orderKey?: string },
): Promise<MembershipTurn | null> {
  const queue = (await liveQueues()).get(MEMBERSHIPS_SCOPE);
  if (!queue) return null;
  const { orderKey } = input;
  // The same order sent again after its answer was lost is answered, however late.
  if (orderKey !== undefined && (await isPassClaimedBy(deps, queue, input.pass, orderKey)))
    return null;
  const claims = readValidPass(deps, queue, input.pass);
  if (orderKey === undefined) return null;
  if (!(await claimPassForOrder(deps.db, claims.v, orderKey)))
    throw new AppError('conflict', queueTexts.passInUse);
  return {
    queueId: queue.id,
    settle: async (placed) => {
      if (placed) await admitOneMore(deps.db, queue.id);
      else await releasePassClaim(deps.db, claims.v, orderKey);
    },
  };
}

/** Whether this queue's pass (expired or not) is claimed by this order already. */
async function isPassClaimedBy(
  deps: { db: Database; tokens: QueueTokens },
  queue: QueueRow,
  pass: string | undefined,
  orderKey: string,
): Promise<boolean> {
  const claims = pass === undefined ? null : deps.tokens.readPass(pass);
  if (!claims || claims.q !== queue.id || claims.o !== queue.opensAt.getTime()) return false;
  const [claimed] = await queryRows(
    deps.db,
    sql`select 1 from queue_visitors where id = ${claims.v} and order_key = ${orderKey}`,
  );
  return claimed !== undefined;
}

export interface MembershipTurn {
  queueId: number;
  /** After the order: a purchase lets the next visitor through; a failure frees the pass. */
  settle(placed: boolean): Promise<void>;
}

/**
 * The activities of an open cart's lines. An ordered cart has none to gate: sending its order
 * again answers the order placed (its key's replay), whether or not the pass has expired since.
 */
async function queuableActivitiesOfCart(db: Database, cartToken: string): Promise<number[]> {
  const rows = await queryRows<{ activity_id: number }>(
    db,
    sql`select distinct l.activity_id from line_items l join carts c on c.id = l.cart_id
        where c.token = ${cartToken} and c.ordered_at is null`,
  );
  return rows.map((row) => row.activity_id);
}

/** Binds the cart to the pass, or refuses a pass bound to another cart, or a cart to another pass. */
async function bindCartToPass(db: Database, cartToken: string, passId: string): Promise<void> {
  try {
    const bound = await queryRows(
      db,
      sql`update carts set queue_pass_id = ${passId}
          where token = ${cartToken} and (queue_pass_id is null or queue_pass_id = ${passId})
          returning id`,
    );
    // An unknown cart is the cart call's own answer (404).
    if (bound.length > 0) return;
    const [known] = await queryRows(db, sql`select 1 from carts where token = ${cartToken}`);
    if (known) throw new AppError('conflict', queueTexts.passInUse);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', queueTexts.passInUse);
    throw error;
  }
}

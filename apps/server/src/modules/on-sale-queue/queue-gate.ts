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
  const claims = input.pass === undefined ? null : deps.tokens.readPass(input.pass);
  if (!claims || claims.q !== queue.id || claims.o !== queue.opensAt.getTime())
    throw new AppError('forbidden', queueTexts.passRequired);
  if (claims.e <= deps.clock().getTime()) throw new AppError('forbidden', queueTexts.passExpired);
  await bindCartToPass(deps.db, input.cartToken, claims.v);
  return queue.id;
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

/** Taking places again for a cart's tickets whose hold lapsed (SPEC section 4). */
import { AppError } from '../../http/app-error.ts';
import { holdUntil, type CartDeps } from './cart-deps.ts';
import type { CartRow } from './cart-writes.ts';
import { holdPlaces } from './hold-places.ts';

/**
 * Takes places again for the cart's tickets (of one session, when given) with no live hold, or
 * none lasting until `heldUntil` when given, each in a transaction of its own: `holdPlaces`
 * replaces a hold about to lapse through the guard, which a renewal may not (decision 017). A
 * ticket that no longer fits keeps what it had, quietly, unless `refuseFull`: then its
 * 'Invalid Selection' is thrown.
 */
export async function retakeLapsedHolds(
  deps: CartDeps,
  cart: CartRow,
  now: Date,
  options: { activityTimeId?: number; refuseFull: boolean; heldUntil?: Date },
): Promise<void> {
  const unheld = await deps.repository.findUnheldTickets(
    cart.id,
    options.heldUntil ?? now,
    options.activityTimeId,
  );
  for (const ticket of unheld) {
    try {
      await deps.repository.transaction((tx) =>
        holdPlaces(tx, { ...ticket, cartId: cart.id, expiresAt: holdUntil(deps, now), now }),
      );
    } catch (error) {
      if (options.refuseFull || !(error instanceof AppError && error.code === 'conflict'))
        throw error;
    }
  }
}

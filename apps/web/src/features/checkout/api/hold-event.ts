/**
 * `POST /ticketing/event_holds/{id}?cart_token=&cart_id=`: holds (again) the places of the
 * cart's tickets at one session, so an order edit commits with its places still there.
 */
import type { Cart, eventHoldResponseSchema } from '@shop/core/cart';
import { apiSend } from '../../../lib/api-client.ts';

async function holdEvent(cart: Pick<Cart, 'id' | 'token'>, activityTimeId: number) {
  const response = await apiSend<typeof eventHoldResponseSchema>(
    'POST',
    `/ticketing/event_holds/${activityTimeId}`,
    { query: { cart_token: cart.token, cart_id: cart.id } },
  );
  return response.data.attributes;
}

/** One hold per session of the cart's timed lines (SPEC section 4), one after another. */
export async function holdTimedLines(cart: Cart): Promise<void> {
  const sessions = new Set(cart.lineItems.filter((line) => line.timed).map((line) => line.eventId));
  for (const activityTimeId of sessions) await holdEvent(cart, activityTimeId);
}

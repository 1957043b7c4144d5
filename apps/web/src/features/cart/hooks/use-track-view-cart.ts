import type { Cart } from '@shop/core/cart';
import { useEffect, useRef } from 'react';
import { trackEcommerceEvent } from '../../../lib/analytics.ts';

/** Records view_cart (SPEC section 1) once per cart content shown, in USD. */
export function useTrackViewCart(cart: Cart | undefined): void {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || cart.lineItems.length === 0) return;
    const key = `${cart.token}:${cart.lineItems.map((line) => line.id).join(',')}:${cart.total}`;
    if (tracked.current === key) return;
    tracked.current = key;
    trackEcommerceEvent('view_cart', {
      value: cart.total,
      tax: cart.taxes,
      items: cart.lineItems.flatMap((line) =>
        line.lineItemTickets.map((ticket) => ({
          item_id: String(line.activityId),
          item_name: line.displayName,
          item_variant: ticket.displayName,
          price: ticket.price,
          quantity: ticket.quantity,
        })),
      ),
    });
  }, [cart]);
}

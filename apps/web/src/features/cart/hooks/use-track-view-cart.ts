import type { Cart } from '@shop/core/cart';
import { useEffect, useRef } from 'react';
import { trackEcommerceEvent } from '../../../lib/analytics.ts';
import {
  hasActivitiesOf,
  toEcommerceData,
  type ActivitiesById,
} from '../../../lib/cart-analytics.ts';
import { donationLabel } from '../../../lib/donation-label.ts';

/**
 * Records view_cart (SPEC section 1) once per cart content shown, in USD, with the same items as
 * the checkout's events (decision 034): it waits for the lines' activities.
 */
export function useTrackViewCart(cart: Cart | undefined, activities: ActivitiesById): void {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || cart.lineItems.length === 0 || !hasActivitiesOf(cart, activities)) return;
    const key = `${cart.token}:${cart.lineItems.map((line) => line.id).join(',')}:${cart.total}`;
    if (tracked.current === key) return;
    tracked.current = key;
    trackEcommerceEvent('view_cart', toEcommerceData(cart, activities, donationLabel));
  }, [cart, activities]);
}

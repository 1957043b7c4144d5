import type { Cart } from '@shop/core/cart';
import type { Activity } from '@shop/core/catalogue';
import { useCallback, useEffect, useRef } from 'react';
import { trackEcommerceEvent } from '../../../lib/analytics.ts';
import { hasActivitiesOf, toEcommerceData } from '../../../lib/cart-analytics.ts';
import { donationLabel } from '../../../lib/donation-label.ts';

/**
 * The checkout's analytics: `begin_checkout` once per cart, when its lines' activities are known
 * (the items carry their categories in every event), and `add_payment_info`, which it answers.
 */
export function useCheckoutAnalytics(cart: Cart, activities: ReadonlyMap<number, Activity>) {
  const trackedCheckout = useRef<string | null>(null);
  useEffect(() => {
    if (trackedCheckout.current === cart.token || !hasActivitiesOf(cart, activities)) return;
    trackedCheckout.current = cart.token;
    trackEcommerceEvent('begin_checkout', toEcommerceData(cart, activities, donationLabel));
  }, [cart, activities]);

  return useCallback(() => {
    trackEcommerceEvent('add_payment_info', {
      ...toEcommerceData(cart, activities, donationLabel),
      payment_type: 'Credit Card',
    });
  }, [cart, activities]);
}

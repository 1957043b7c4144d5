import type { Cart } from '@shop/core/cart';
import type { RefObject } from 'react';
import {
  describeCouponFailure,
  describeDonationFailure,
} from '../../../components/payment-form/describe-failure.ts';
import type { useFlash } from '../../../components/payment-form/use-flash.ts';
import { useRemoveCoupon } from '../api/remove-coupon.ts';
import { useUpdateCart } from '../api/update-cart.ts';

type Flash = ReturnType<typeof useFlash>;

/**
 * What the checkout changes in its cart: a coupon applied or removed, a donation given or
 * removed. A failure goes to the flash box; a removed line takes its Remove button with it, so
 * focus goes back to the purchase details' heading (`headingRef`).
 */
export function useCartChanges({
  cart,
  onCartUpdated,
  flash,
  headingRef,
}: {
  cart: Cart;
  onCartUpdated: (cart: Cart) => void;
  flash: Pick<Flash, 'clearFlash' | 'tryChange' | 'reportFailure'>;
  headingRef: RefObject<HTMLElement | null>;
}) {
  const cartUpdated = (updated: Cart) => {
    flash.clearFlash();
    onCartUpdated(updated);
  };
  const updateCart = useUpdateCart({ cartToken: cart.token, onCartUpdated: cartUpdated });
  const removeCoupon = useRemoveCoupon({ cartToken: cart.token, onCartUpdated: cartUpdated });
  const focusHeading = () => headingRef.current?.focus();

  return {
    applyCoupon: (code: string) =>
      flash.tryChange(() => updateCart.mutateAsync({ coupon: code }), describeCouponFailure),
    donate: (amount: number) =>
      flash.tryChange(
        () => updateCart.mutateAsync({ donationAmount: amount }),
        describeDonationFailure,
      ),
    removeDonation: () =>
      updateCart.mutate(
        { donationAmount: 0 },
        { onSuccess: focusHeading, onError: flash.reportFailure(describeDonationFailure) },
      ),
    isRemovingDonation: updateCart.isPending && updateCart.variables?.donationAmount === 0,
    removeCoupon: (couponId: number) =>
      removeCoupon.mutate(couponId, {
        onSuccess: focusHeading,
        onError: flash.reportFailure(describeCouponFailure),
      }),
    removingCouponId: removeCoupon.isPending ? removeCoupon.variables : undefined,
  };
}

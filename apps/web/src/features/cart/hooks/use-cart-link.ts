/** Where the header's cart link points and how many line items the cart it shows holds. */
import type { Cart } from '@shop/core/cart';
import { useLocation } from 'react-router';
import { getEditedOrderToken, paths } from '../../../config/paths.ts';

export function useCartLink(cart: Pick<Cart, 'lineItems'> | undefined): {
  href: string;
  lineItemCount: number;
} {
  const location = useLocation();
  const orderToken = getEditedOrderToken(location);
  // With an order being edited, the cart icon leads back to that order (SPEC section 2).
  const href = orderToken
    ? paths.orderEdit.getHref(orderToken)
    : paths.cart.getHref({ cartToken: new URLSearchParams(location.search).get('cartToken') });
  return { href, lineItemCount: cart?.lineItems.length ?? 0 };
}

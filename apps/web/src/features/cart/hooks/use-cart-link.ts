/** Where the header's cart link points and how many line items the current cart holds. */
import { useLocation, useSearchParams } from 'react-router';
import { getEditedOrderToken, paths } from '../../../config/paths.ts';
import { useCart } from '../api/get-cart.ts';

export function useCartLink(): { href: string; lineItemCount: number } {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const cart = useCart();
  const orderToken = getEditedOrderToken(location);
  // With an order being edited, the cart icon leads back to that order (SPEC section 2).
  const href = orderToken
    ? paths.orderEdit.getHref(orderToken)
    : paths.cart.getHref({ cartToken: searchParams.get('cartToken') });
  return { href, lineItemCount: cart.data?.lineItems.length ?? 0 };
}

/** Where the header's cart link points and how many line items the current cart holds. */
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCart } from '../api/get-cart.ts';

export function useCartLink(): { href: string; lineItemCount: number } {
  const [searchParams] = useSearchParams();
  const cart = useCart();
  const orderToken = searchParams.get('orderToken');
  // With an order being edited, the cart icon leads back to that order (SPEC section 2).
  const href = orderToken
    ? paths.orderEdit.getHref(orderToken)
    : paths.cart.getHref({ cartToken: searchParams.get('cartToken') });
  return { href, lineItemCount: cart.data?.lineItems.length ?? 0 };
}

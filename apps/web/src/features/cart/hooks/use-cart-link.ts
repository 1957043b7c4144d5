/** Where the header's cart link points and how many line items the cart it shows holds. */
import type { Cart } from '@shop/core/cart';
import { useIsSSR } from 'react-aria';
import { useLocation } from 'react-router';
import { getEditedOrderToken, paths } from '../../../config/paths.ts';

export function useCartLink(cart: Pick<Cart, 'lineItems'> | undefined): {
  href: string;
  lineItemCount: number;
} {
  const location = useLocation();
  // The server's page holds no token (a cart's page is the same for every visitor, and kept):
  // the address's tokens join the link once the page runs in the browser, after hydration.
  const isServerPage = useIsSSR();
  const orderToken = isServerPage ? null : getEditedOrderToken(location);
  const cartToken = isServerPage ? null : new URLSearchParams(location.search).get('cartToken');
  // With an order being edited, the cart icon leads back to that order (SPEC section 2).
  const href = orderToken ? paths.orderEdit.getHref(orderToken) : paths.cart.getHref({ cartToken });
  return { href, lineItemCount: cart?.lineItems.length ?? 0 };
}

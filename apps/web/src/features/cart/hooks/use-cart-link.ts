/** Where the header's cart link points and how many line items the cart it shows holds. */
import type { Cart } from '@shop/core/cart';
import { useLocation, useMatches } from 'react-router';
import { isRenderedInBrowser } from '../../../app/page-meta.ts';
import { getEditedOrderToken, paths } from '../../../config/paths.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

export function useCartLink(cart: Pick<Cart, 'lineItems'> | undefined): {
  href: string;
  /** Unknown (undefined) until the cart arrives: the server's HTML and a hydrating page have none. */
  lineItemCount: number | undefined;
} {
  const location = useLocation();
  // A page the browser reads (a cart's, an order's) is rendered on the server without the
  // address's tokens, one page for every visitor, and kept: there the tokens join the link once
  // the page runs in the browser, after hydration. Any other page is rendered for its own address
  // (a catalogue page with a token in its query is never kept), so its link has them from the
  // start: an order's change keeps its way back before the script runs (decision 113).
  const matches = useMatches();
  const isHydrating = !useHydrated();
  const isTokenlessPage = isHydrating && isRenderedInBrowser(matches);
  const orderToken = isTokenlessPage ? null : getEditedOrderToken(location);
  const cartToken = isTokenlessPage ? null : new URLSearchParams(location.search).get('cartToken');
  // With an order being edited, the cart icon leads back to that order (SPEC section 2).
  const href = orderToken ? paths.orderEdit.getHref(orderToken) : paths.cart.getHref({ cartToken });
  // Hydrating, the count is the server's (none), even if a route's loader has the cart by then.
  return { href, lineItemCount: isHydrating ? undefined : cart?.lineItems.length };
}

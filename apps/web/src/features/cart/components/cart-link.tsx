import type { Cart } from '@shop/core/cart';
import { pluralize } from '@shop/core/vacancy';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { useCartLink } from '../hooks/use-cart-link.ts';

// Until the cart arrives its count is not said or shown: "0 items" there would tell a visitor
// with tickets in the cart that they are gone.
const describeCart = (count: number | undefined) =>
  count === undefined ? 'View Cart' : `View Cart, ${count} ${pluralize('item', count)}`;

export interface CartLinkProps {
  /** The cart the page works on (the page's own query: the header asks for no other). */
  cart: Pick<Cart, 'lineItems'> | undefined;
  className?: string;
}

/** The header's cart icon with its line-item count. */
export function CartLink({ cart }: Pick<CartLinkProps, 'cart'>) {
  const { href, lineItemCount } = useCartLink(cart);
  return (
    <Link
      to={href}
      aria-label={describeCart(lineItemCount)}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-white transition-colors hover:bg-white/10"
    >
      <CartIcon className="size-6" />
      {lineItemCount === undefined ? null : (
        <span
          aria-hidden="true"
          className={cn(
            'absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold tabular-nums ring-2 ring-navy-900',
            lineItemCount > 0 ? 'bg-ember-500 text-navy-950' : 'bg-navy-700 text-white',
          )}
        >
          {lineItemCount}
        </span>
      )}
    </Link>
  );
}

/** The mobile menu's 'View Cart' row. */
export function ViewCartLink({ cart, className }: CartLinkProps) {
  const { href, lineItemCount } = useCartLink(cart);
  return (
    <Link to={href} aria-label={describeCart(lineItemCount)} className={className}>
      <span className="flex items-center gap-3">
        <CartIcon className="size-5" />
        View Cart
      </span>
      {lineItemCount === undefined ? null : (
        <span
          aria-hidden="true"
          className="rounded-full bg-white/15 px-2 py-0.5 text-sm tabular-nums"
        >
          {lineItemCount}
        </span>
      )}
    </Link>
  );
}

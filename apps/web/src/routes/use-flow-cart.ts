import { useCart } from '../features/cart/api/get-cart.ts';
import { useEditedOrder } from '../features/orders/hooks/use-edited-order.ts';

/**
 * The cart a ticket-flow page (and the header's cart link beside it) works on: the URL's or the
 * stored one, or in edit mode (an orderToken) the order's working copy, read once the order is in
 * (SPEC section 4). Inactive, it keeps what it has and reads nothing more.
 */
export function useFlowCart(orderToken: string | null, { isActive = true } = {}) {
  const isEditMode = Boolean(orderToken);
  // Once the order is placed nothing is read again: opening the edit again would start a new one.
  const order = useEditedOrder(isActive ? orderToken : null);
  const cart = useCart({
    cartToken: order.data?.cart.token,
    isEnabled: isActive && (!isEditMode || order.isSuccess),
  });
  return { isEditMode, order, cart };
}

/** The purchase (or, for an order edit, the difference or refund) of SPEC section 4's submit. */
import type { Cart } from '@shop/core/cart';
import type { Order } from '@shop/core/order-api';
import { trackEcommerceEvent } from '../../../lib/analytics.ts';
import {
  toEcommerceData,
  toOrderEditEvent,
  type ActivitiesById,
} from '../../../lib/cart-analytics.ts';

export interface PlacedOrderContext {
  /** The cart submitted: in edit mode the working copy. */
  cart: Cart;
  activities: ActivitiesById;
  donationName: string;
  /** Edit mode: the order as it was opened, and what it had paid. */
  edit?: { order: Order; totalPaid: number } | undefined;
}

export function trackOrderPlaced(
  order: Order,
  { cart, activities, donationName, edit }: PlacedOrderContext,
) {
  if (!edit) {
    trackEcommerceEvent('purchase', {
      ...toEcommerceData(order.cart, activities, donationName),
      transaction_id: order.receipt,
      value: order.totalPaid,
    });
    return;
  }
  const change = toOrderEditEvent(
    {
      receipt: order.receipt,
      editCartId: cart.id,
      before: {
        cart: edit.order.originalOrder?.cart ?? edit.order.cart,
        totalPaid: edit.totalPaid,
      },
      after: order.cart,
    },
    activities,
    donationName,
  );
  if (change) trackEcommerceEvent(change.event, change.data);
}

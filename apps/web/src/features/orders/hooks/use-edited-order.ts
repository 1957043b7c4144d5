/**
 * The order being edited (SPEC section 4): opened on the server once, then kept with the order
 * info in storage while the visitor changes it. Idle when there is no orderToken.
 */
import type { Order } from '@shop/core/order-api';
import { useEffect } from 'react';
import { writeStored, storageKeys } from '../../../lib/storage.ts';
import { useOrderEdit } from '../api/get-order-edit.ts';

export function useEditedOrder(orderToken: string | null | undefined) {
  const query = useOrderEdit(orderToken);
  const order = query.data;
  useEffect(() => {
    if (!order) return;
    writeStored(storageKeys.orderInfo, {
      orderToken: order.token,
      receipt: order.receipt,
      cartToken: order.cart.token,
    });
  }, [order]);
  return query;
}

/** The lines the order had before this edit: what 'Modified' and the limits compare with. */
export function originalLinesOf(order: Order): Order['cart']['lineItems'] {
  return order.originalOrder?.cart.lineItems ?? [];
}

/** What the order paid before this edit. */
export function totalPaidOf(order: Order): number {
  return order.originalOrder?.totalPaid ?? order.totalPaid;
}

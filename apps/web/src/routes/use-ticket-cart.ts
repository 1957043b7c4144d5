import type { Cart } from '@shop/core/cart';
import { useState } from 'react';
import { useAddLineItemTicket } from '../features/cart/api/add-line-item-ticket.ts';
import { useAddPassPlace } from '../features/cart/api/add-pass-place.ts';
import { useCreateLineItem } from '../features/cart/api/create-line-item.ts';
import { useDeleteLineItemTicket } from '../features/cart/api/delete-line-item-ticket.ts';
import { useDeleteLineItem } from '../features/cart/api/delete-line-item.ts';
import { useUpdateLineItemTicket } from '../features/cart/api/update-line-item-ticket.ts';
import { useUpdateLineItem } from '../features/cart/api/update-line-item.ts';
import { createPendingChanges } from '../features/choose-tickets/lib/pending-changes.ts';
import type { TicketCart } from '../features/choose-tickets/lib/ticket-cart.ts';

/** What the steps show before the visitor's cart is in: on the server, and until it arrives. */
const cartBeforeItArrives: Cart = {
  id: 0,
  token: '',
  costRateId: null,
  subtotal: 0,
  discounts: 0,
  taxes: 0,
  donationAmount: 0,
  total: 0,
  lineItems: [],
  appliedCoupons: [],
  holdsExpireAt: null,
  holdsExpireInSeconds: null,
};

/**
 * The cart feature's calls, as the port the choose-tickets feature books through. Until the
 * visitor's cart is in, the steps show an empty one (an order edit, or a line being changed, waits
 * for the cart it opens on), and a change made meanwhile waits for the cart (`waitForCart`) and
 * goes to it.
 */
export function useTicketCart(
  cart: Cart | undefined,
  {
    opensOnCart,
    isEditMode,
    waitForCart,
  }: {
    /** An order edit, or a line of the cart to change: the steps open on what the cart holds. */
    opensOnCart: boolean;
    isEditMode: boolean;
    waitForCart: () => Promise<Cart>;
  },
): TicketCart | undefined {
  const createLine = useCreateLineItem();
  const updateLine = useUpdateLineItem();
  const deleteLine = useDeleteLineItem();
  const addTicket = useAddLineItemTicket();
  const addPassPlace = useAddPassPlace();
  const updateTicket = useUpdateLineItemTicket();
  const deleteTicket = useDeleteLineItemTicket();
  const [pending] = useState(createPendingChanges);
  const shown = cart ?? (opensOnCart ? undefined : cartBeforeItArrives);
  if (!shown) return undefined;
  // A change goes to the visitor's cart once it is in, counted until it is answered.
  const send = async <T>(change: (cartToken: string) => Promise<T>) =>
    pending.track(change((cart ?? (await waitForCart())).token));
  return {
    cart: shown,
    createLine: async (body) =>
      (await send((cartToken) => createLine.mutateAsync({ cartToken, body, isEditMode }))).lineItem,
    updateLine: async (lineItemId, body) =>
      (await send((cartToken) => updateLine.mutateAsync({ cartToken, lineItemId, body }))).lineItem,
    deleteLine: async (lineItemId) => {
      await send((cartToken) => deleteLine.mutateAsync({ cartToken, lineItemId, isEditMode }));
    },
    addTicket: async (lineItemId, body) => {
      await send((cartToken) => addTicket.mutateAsync({ cartToken, lineItemId, body }));
    },
    addPassPlace: async (lineItemId, body) => {
      await send((cartToken) => addPassPlace.mutateAsync({ cartToken, lineItemId, body }));
    },
    updateTicket: async (lineItemId, lineItemTicketId, body) => {
      await send((cartToken) =>
        updateTicket.mutateAsync({ cartToken, lineItemId, lineItemTicketId, body }),
      );
    },
    deleteTicket: async (lineItemId, lineItemTicketId) => {
      await send((cartToken) =>
        deleteTicket.mutateAsync({ cartToken, lineItemId, lineItemTicketId }),
      );
    },
    isChanging: pending.isChanging,
    whenSettled: pending.whenSettled,
  };
}

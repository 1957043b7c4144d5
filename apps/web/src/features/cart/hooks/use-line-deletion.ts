import { cartTexts } from '@shop/core/cart-texts';
import type { Cart, LineItem } from '@shop/core/cart';
import { useState, type RefObject } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { focusAfterAlertDialog } from '../../../lib/focus-after-dialog.ts';
import { useDeleteLineItem } from '../api/delete-line-item.ts';

/**
 * Deleting a line from the cart, confirmed in a dialog that shows a refusal. The Delete button
 * that opened the dialog is gone afterwards: once the dialog has finished closing (and given
 * focus back as it does), focus goes to `focusAfterRef`, the list's heading.
 */
export function useLineDeletion({
  cart,
  isEditMode,
  focusAfterRef,
}: {
  cart: Cart | undefined;
  isEditMode: boolean;
  focusAfterRef: RefObject<HTMLElement | null>;
}) {
  const deleteLine = useDeleteLineItem();
  const [lineToDelete, setLineToDelete] = useState<LineItem | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setLineToDelete(null);
    setError(null);
  };
  const confirm = async () => {
    if (!lineToDelete || !cart) return;
    setError(null);
    try {
      await deleteLine.mutateAsync({
        cartToken: cart.token,
        lineItemId: lineToDelete.id,
        isEditMode,
      });
      close();
      focusAfterAlertDialog(focusAfterRef);
    } catch (refusal) {
      setError(refusal instanceof ApiError ? refusal.message : cartTexts.cartLoadFailed);
    }
  };

  return {
    lineToDelete,
    ask: setLineToDelete,
    close,
    confirm,
    isDeleting: deleteLine.isPending,
    error,
  };
}

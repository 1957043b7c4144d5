import type { AdminOrder } from '@shop/core/order-admin-api';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ChangeDialog } from '../../admin-shared/components/change-dialog.tsx';
import { useResendConfirmation } from '../api/orders.ts';

/** "Resend the confirmation?": the e-mail, with the tickets, queued again to the buyer. */
export function ResendConfirmationDialog({
  order,
  isOpen,
  onOpenChange,
}: {
  order: AdminOrder;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const resend = useResendConfirmation(order.id);
  return (
    <ChangeDialog
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Resend the confirmation?"
      refusal={resend.error ? 'The e-mail was not queued. Try again.' : null}
      confirmLabel="Resend"
      isSaving={resend.isPending}
      onConfirm={() =>
        resend.mutate(undefined, {
          onSuccess: () => {
            onOpenChange(false);
            showSaved(`Confirmation sent again to ${order.customer.email}.`);
          },
        })
      }
    >
      <p className="text-navy-800">
        The confirmation e-mail, with the tickets, goes again to {order.customer.email}.
      </p>
    </ChangeDialog>
  );
}

import type { AdminOrder } from '@shop/core/order-admin-api';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
} from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
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
    <ModalDialog
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Resend the confirmation?"
    >
      <ModalDialogBody className="space-y-4">
        {resend.error ? (
          <Alert tone="error" role="alert" title="The e-mail was not queued. Try again." />
        ) : null}
        <p className="text-navy-800">
          The confirmation e-mail, with the tickets, goes again to {order.customer.email}.
        </p>
      </ModalDialogBody>
      <ModalDialogFooter>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          isDisabled={resend.isPending}
          onPress={() =>
            resend.mutate(undefined, {
              onSuccess: () => {
                onOpenChange(false);
                showSaved(`Confirmation sent again to ${order.customer.email}.`);
              },
            })
          }
        >
          {resend.isPending ? <Spinner className="size-4" /> : null}
          Resend
        </Button>
      </ModalDialogFooter>
    </ModalDialog>
  );
}

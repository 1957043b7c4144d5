import type { AdminMembership } from '@shop/core/membership-admin-api';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
} from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import type { useSaveMembershipProduct } from '../api/membership-products.ts';

/** "Take … off sale?" or "Put … on sale?": confirmed, then saved with the page's own change. */
export function MembershipSaleDialog({
  membership,
  save,
  onClose,
}: {
  /** The product to take off or put on sale; null: the dialog is closed. */
  membership: AdminMembership | null;
  save: ReturnType<typeof useSaveMembershipProduct>;
  onClose: () => void;
}) {
  const refusal = refusalMessage(save.error);
  return (
    <ModalDialog
      role="alertdialog"
      isOpen={membership !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={`${membership?.active ? 'Take' : 'Put'} ${membership?.displayName ?? ''} ${membership?.active ? 'off' : 'on'} sale?`}
    >
      <ModalDialogBody className="space-y-4">
        {refusal ? <Alert tone="error" role="alert" title={refusal} /> : null}
        <p className="text-navy-800">
          {membership?.active
            ? 'The shop stops listing it at once. Members who hold it keep their passes.'
            : 'The shop lists it again, in its position.'}
        </p>
      </ModalDialogBody>
      <ModalDialogFooter>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button
          isDisabled={save.isPending}
          onPress={() => {
            if (!membership) return;
            save.mutate(
              { id: membership.id, body: { active: !membership.active } },
              {
                onSuccess: (saved) => {
                  onClose();
                  showSaved(`${saved.displayName} is ${saved.active ? 'on' : 'off'} sale.`);
                },
              },
            );
          }}
        >
          {save.isPending ? <Spinner className="size-4" /> : null}
          {membership?.active ? 'Take off sale' : 'Put on sale'}
        </Button>
      </ModalDialogFooter>
    </ModalDialog>
  );
}

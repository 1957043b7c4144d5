import type { AdminMembership } from '@shop/core/membership-admin-api';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ChangeDialog } from '../../admin-shared/components/change-dialog.tsx';
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
  return (
    <ChangeDialog
      role="alertdialog"
      isOpen={membership !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={`${membership?.active ? 'Take' : 'Put'} ${membership?.displayName ?? ''} ${membership?.active ? 'off' : 'on'} sale?`}
      refusal={refusalMessage(save.error)}
      confirmLabel={membership?.active ? 'Take off sale' : 'Put on sale'}
      isSaving={save.isPending}
      onConfirm={() => {
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
      <p className="text-navy-800">
        {membership?.active
          ? 'The shop stops listing it at once. Members who hold it keep their passes.'
          : 'The shop lists it again, in its position.'}
      </p>
    </ChangeDialog>
  );
}

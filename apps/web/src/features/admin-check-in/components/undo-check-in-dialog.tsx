import type { Admission } from '@shop/core/check-in-api';
import { ChangeDialog } from '../../admin-shared/components/change-dialog.tsx';

/** "Undo this check-in?": the ticket or card admits again, as if never scanned. */
export function UndoCheckInDialog({
  admission,
  isOpen,
  onOpenChange,
  isUndoing,
  onUndo,
}: {
  admission: Admission | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isUndoing: boolean;
  onUndo: () => void;
}) {
  return (
    <ChangeDialog
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Undo this check-in?"
      cancelLabel="Keep it"
      confirmLabel="Undo check-in"
      isSaving={isUndoing}
      onConfirm={onUndo}
    >
      <p className="text-navy-800">
        {admission
          ? admission.kind === 'pass'
            ? `${admission.guestName}'s card will admit again, as if never scanned.`
            : `${admission.guestName}'s ticket will admit again, as if never scanned.`
          : null}
      </p>
    </ChangeDialog>
  );
}

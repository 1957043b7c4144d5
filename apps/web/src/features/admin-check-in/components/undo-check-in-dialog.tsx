import type { Admission } from '@shop/core/check-in-api';
import { Button } from '../../../components/ui/button.tsx';
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
} from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

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
    <ModalDialog
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Undo this check-in?"
    >
      <ModalDialogBody>
        <p className="text-navy-800">
          {admission
            ? admission.kind === 'pass'
              ? `${admission.guestName}'s card will admit again, as if never scanned.`
              : `${admission.guestName}'s ticket will admit again, as if never scanned.`
            : null}
        </p>
      </ModalDialogBody>
      <ModalDialogFooter>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          Keep it
        </Button>
        <Button isDisabled={isUndoing} onPress={onUndo}>
          {isUndoing ? <Spinner className="size-4" /> : null}
          Undo check-in
        </Button>
      </ModalDialogFooter>
    </ModalDialog>
  );
}

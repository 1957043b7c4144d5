import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
} from '../../../components/ui/modal-dialog.tsx';

/** An alertdialog that asks before a change visitors will feel (a draft, a ticket off sale). */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  isConfirmDisabled = false,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  isConfirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? null : onCancel())}
      title={title}
    >
      <ModalDialogBody>
        <div className="text-navy-800">{children}</div>
      </ModalDialogBody>
      <ModalDialogFooter>
        <Button variant="secondary" onPress={onCancel}>
          {cancelLabel}
        </Button>
        <Button isDisabled={isConfirmDisabled} onPress={onConfirm}>
          {confirmLabel}
        </Button>
      </ModalDialogFooter>
    </ModalDialog>
  );
}

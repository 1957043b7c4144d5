import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
} from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** One change's dialog: what it does, the server's refusal if any, Cancel and the change. */
export function ChangeDialog({
  isOpen,
  onOpenChange,
  role = 'dialog',
  title,
  subtitle,
  refusal,
  cancelLabel = 'Cancel',
  confirmLabel,
  isConfirmDisabled = false,
  isSaving = false,
  onConfirm,
  children,
}: {
  isOpen: boolean;
  /** Also what Cancel calls, with false. */
  onOpenChange: (isOpen: boolean) => void;
  role?: 'dialog' | 'alertdialog';
  title: string;
  subtitle?: string;
  refusal?: string | null;
  cancelLabel?: string;
  confirmLabel: string;
  isConfirmDisabled?: boolean;
  /** A spinner shows in the change's button while it is sent; the button is disabled. */
  isSaving?: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog
      role={role}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      subtitle={subtitle}
    >
      <ModalDialogBody className="space-y-4">
        {refusal ? <Alert tone="error" role="alert" title={refusal} /> : null}
        {children}
      </ModalDialogBody>
      <ModalDialogFooter>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button isDisabled={isSaving || isConfirmDisabled} onPress={onConfirm}>
          {isSaving ? <Spinner className="size-4" /> : null}
          {confirmLabel}
        </Button>
      </ModalDialogFooter>
    </ModalDialog>
  );
}

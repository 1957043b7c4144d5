import type { LineItem } from '@shop/core/cart';
import { Alert } from '../../../components/ui/alert.tsx';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
} from '../../../components/ui/modal-dialog.tsx';
import { cartScreenTexts } from '../texts.ts';

export interface DeleteLineItemDialogProps {
  /** The line to delete; null while closed. */
  line: LineItem | null;
  onCancel: () => void;
  onConfirm: () => void;
  isDeleting: boolean;
  error: string | null;
}

/** 'Are you sure you want to delete {event} from your cart?' with Delete Item and Cancel. */
export function DeleteLineItemDialog({
  line,
  onCancel,
  onConfirm,
  isDeleting,
  error,
}: DeleteLineItemDialogProps) {
  const deletingId = useId();
  return (
    <ModalDialog
      isOpen={line !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      role="alertdialog"
      title={cartScreenTexts.deleteItem}
    >
      <ModalDialogBody className="space-y-4">
        <p className="text-base text-navy-950">
          {line ? cartScreenTexts.confirmDelete(line.eventName) : null}
        </p>
        {error ? <Alert tone="error" role="alert" headingLevel={3} title={error} /> : null}
      </ModalDialogBody>
      <ModalDialogFooter>
        <Button variant="secondary" onPress={onCancel} autoFocus isDisabled={isDeleting}>
          {cartScreenTexts.cancel}
        </Button>
        {/* Not isPending: React Aria would announce a button that is gone once the line is. */}
        <Button
          onPress={() => {
            if (!isDeleting) onConfirm();
          }}
          aria-describedby={isDeleting ? deletingId : undefined}
          className="bg-red-700 text-white hover:bg-red-800 active:bg-red-900"
        >
          {isDeleting ? <Spinner className="size-4" /> : null}
          {cartScreenTexts.deleteItem}
        </Button>
        {isDeleting ? (
          <span id={deletingId} role="status" className="sr-only">
            Deleting…
          </span>
        ) : null}
      </ModalDialogFooter>
    </ModalDialog>
  );
}

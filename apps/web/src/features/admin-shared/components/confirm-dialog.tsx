import type { ReactNode } from 'react';
import { ChangeDialog } from './change-dialog.tsx';

/** An alertdialog that asks before a change visitors will feel (a draft, a ticket off sale). */
export function ConfirmDialog({
  onCancel,
  children,
  ...dialog
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  isConfirmDisabled?: boolean;
  /** The server's refusal of the change, shown above the question. */
  refusal?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ChangeDialog
      {...dialog}
      role="alertdialog"
      onOpenChange={(open) => (open ? null : onCancel())}
    >
      <div className="text-navy-800">{children}</div>
    </ChangeDialog>
  );
}

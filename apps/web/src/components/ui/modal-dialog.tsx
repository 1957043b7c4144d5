import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cn } from './cn.ts';
import { CloseIcon } from './icons.tsx';

export interface ModalDialogProps {
  isOpen: boolean;
  /** Called with false when Escape, the close button or (if dismissable) the backdrop closes it. */
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  /** A line under the title, also the dialog's description. */
  subtitle?: ReactNode;
  /** 'alertdialog' for confirmations: no close button, not dismissed by the backdrop. */
  role?: 'dialog' | 'alertdialog';
  size?: 'md' | 'lg';
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog: focus moves in and stays in, Escape closes it, focus returns to what opened it.
 * A bottom sheet on phones, a centred card from the sm breakpoint.
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  subtitle,
  role = 'dialog',
  size = 'md',
  children,
  className,
}: ModalDialogProps) {
  const isAlert = role === 'alertdialog';
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isAlert}
      className="fixed inset-0 z-50 flex items-end justify-center bg-navy-950/60 backdrop-blur-sm transition-opacity duration-200 data-[entering]:opacity-0 data-[exiting]:opacity-0 sm:items-center sm:p-6"
    >
      <Modal
        className={cn(
          'flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl ring-1 ring-navy-900/10 transition duration-200 ease-out data-[entering]:translate-y-4 data-[entering]:opacity-0 sm:rounded-2xl',
          size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-lg',
          className,
        )}
      >
        <Dialog role={role} className="flex max-h-[inherit] min-h-0 flex-col outline-none">
          <div className="flex items-start gap-3 border-b border-navy-900/10 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <Heading slot="title" className="text-xl font-bold tracking-tight text-navy-950">
                {title}
              </Heading>
              {subtitle ? <p className="mt-0.5 text-sm text-slate-600">{subtitle}</p> : null}
            </div>
            {isAlert ? null : (
              <Button
                slot="close"
                aria-label="Close"
                className="-mr-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-navy-900 hover:bg-glacier-100"
              >
                <CloseIcon className="size-5" />
              </Button>
            )}
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The scrolling middle of a dialog. */
export function ModalDialogBody({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6', className)}>
      {children}
    </div>
  );
}

/** The actions along the bottom of a dialog; the primary action last. */
export function ModalDialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-navy-900/10 bg-glacier-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
      {children}
    </div>
  );
}

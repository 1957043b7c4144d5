import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../ui/icons.tsx';
import { MobileMemberLinks, type HeaderMember } from './member-menu.tsx';
import { MembersLink } from './site-header.tsx';

export interface MobileMenuPanelProps {
  label: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** The logged-in member: their links replace the Members link. */
  member?: HeaderMember | undefined;
  /** The class of a row, for the member's links. */
  rowClassName?: string;
}

/**
 * The panel the hamburger button opens: a modal dialog, so focus moves in, stays in, Escape closes
 * it, and focus returns to the button (the modal's focus scope restores it). Its own chunk: the
 * modal's code loads when a visitor first reaches for the menu, not with every first page
 * (decision 036).
 */
export function MobileMenuPanel({
  label,
  isOpen,
  onOpenChange,
  children,
  member,
  rowClassName = '',
}: MobileMenuPanelProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-sm transition-opacity duration-200 data-[entering]:opacity-0 data-[exiting]:opacity-0"
    >
      <Modal className="theme-dark fixed inset-y-0 right-0 flex w-[min(22rem,100%)] flex-col bg-navy-900 text-white shadow-2xl transition-transform duration-200 ease-out data-[entering]:translate-x-full data-[exiting]:translate-x-full">
        <Dialog className="flex h-full flex-col outline-none">
          <div className="flex h-16 items-center justify-between border-b border-white/10 px-4">
            <Heading slot="title" className="text-lg font-bold">
              {label}
            </Heading>
            <Button
              slot="close"
              aria-label="Close"
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-white hover:bg-white/10"
            >
              <CloseIcon className="size-6" />
            </Button>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">{children}</div>
          <div className="border-t border-white/10 px-3 py-3">
            {member ? (
              <MobileMemberLinks member={member} rowClassName={rowClassName} />
            ) : (
              <MembersLink className="flex w-full" />
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

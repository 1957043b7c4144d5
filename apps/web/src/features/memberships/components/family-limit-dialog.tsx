import { membershipTexts } from '@shop/core/membership-pricing';
import { Button } from '../../../components/ui/button.tsx';
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
} from '../../../components/ui/modal-dialog.tsx';

export interface FamilyLimitDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The included maximum (the secondary option's maxQuantity). */
  included: number;
}

/** The limit modal (SPEC sections 4 and 8): more members than included cost extra, later. */
export function FamilyLimitDialog({ isOpen, onOpenChange, included }: FamilyLimitDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Family Member Limit">
      <ModalDialogBody>
        <p className="text-base leading-relaxed text-navy-900">
          {membershipTexts.familyLimit(included)}
        </p>
      </ModalDialogBody>
      <ModalDialogFooter>
        <Button slot="close" autoFocus>
          OK
        </Button>
      </ModalDialogFooter>
    </ModalDialog>
  );
}

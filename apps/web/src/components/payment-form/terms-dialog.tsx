import { Button } from '../ui/button.tsx';
import { ModalDialog, ModalDialogBody, ModalDialogFooter } from '../ui/modal-dialog.tsx';
import { TermsOfService } from './terms-of-service.tsx';

export interface TermsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  foundationName: string;
  supportEmail: string;
}

/** The terms modal opened from the billing form's checkbox. */
export function TermsDialog({
  isOpen,
  onOpenChange,
  foundationName,
  supportEmail,
}: TermsDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Terms and Conditions"
      subtitle={`${foundationName} Terms of Service`}
      size="lg"
    >
      <ModalDialogBody>
        <TermsOfService foundationName={foundationName} supportEmail={supportEmail} />
      </ModalDialogBody>
      <ModalDialogFooter>
        <Button onPress={() => onOpenChange(false)}>Close</Button>
      </ModalDialogFooter>
    </ModalDialog>
  );
}

import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { ModalDialogBody, ModalDialogFooter } from '../ui/modal-dialog.tsx';
import { focusFirstField, focusFirstInvalid } from '../../lib/focus-first-invalid.ts';

export interface DialogFormProps {
  /** The form's `handleSubmit(onValid, onInvalid)`; a refused submit focuses its first error. */
  onSubmit: (onInvalid: () => void) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
  bodyClassName: string;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/** A form filling the ticket dialog: its fields, then Cancel and the submit button. */
export function DialogForm({
  onSubmit,
  bodyClassName,
  submitLabel,
  onCancel,
  children,
}: DialogFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => focusFirstField(formRef.current), []);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        void onSubmit(() => focusFirstInvalid(form))(event);
      }}
      className="flex min-h-0 flex-1 flex-col"
    >
      <ModalDialogBody className={bodyClassName}>{children}</ModalDialogBody>
      <ModalDialogFooter>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </ModalDialogFooter>
    </form>
  );
}

import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A form's submit button that shows it is working without React Aria's isPending: that announces
 * the button by reference, and a form that navigates away on success would leave the announcement
 * pointing at a button that no longer exists.
 */
export function SubmitButton({
  isSubmitting,
  pendingLabel,
  variant,
  children,
}: {
  isSubmitting: boolean;
  variant?: ButtonVariant;
  /** Said while the request is under way ('Logging in…'). */
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <Button type="submit" size="lg" variant={variant}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        {children}
      </Button>
      <span role="status" className="sr-only">
        {isSubmitting ? pendingLabel : ''}
      </span>
    </>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * A form's submit button that shows it is working without React Aria's isPending: that announces
 * the button by reference, and a form that navigates away on success would leave the announcement
 * pointing at a button that no longer exists.
 */
export function SubmitButton({
  isSubmitting,
  pendingLabel,
  children,
}: {
  isSubmitting: boolean;
  /** Said while the request is under way ('Logging in…'). */
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <Button type="submit" size="lg">
        {isSubmitting ? <Spinner className="size-4" /> : null}
        {children}
      </Button>
      <span role="status" className="sr-only">
        {isSubmitting ? pendingLabel : ''}
      </span>
    </>
  );
}

import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { Button, type ButtonVariant } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A form's submit button that shows it is working without React Aria's isPending: that announces
 * the button by reference, and a form that navigates away on success would leave the announcement
 * pointing at a button that no longer exists.
 *
 * In the server's HTML, and until the page has hydrated, the button is disabled: the form sends
 * through its script, and a native submit before it runs would put the fields (a password) in the
 * address, the history and the server's log. A disabled default button stops Enter's implicit
 * submit too (decision 113).
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
  const isServerPage = !useHydrated();
  return (
    <>
      <Button type="submit" size="lg" variant={variant} isDisabled={isServerPage}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        {children}
      </Button>
      <span role="status" className="sr-only">
        {isSubmitting ? pendingLabel : ''}
      </span>
    </>
  );
}

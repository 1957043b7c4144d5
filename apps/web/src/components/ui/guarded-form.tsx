import type { FormEvent, FormHTMLAttributes } from 'react';

export interface GuardedFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  isSubmitting: boolean;
  /** react-hook-form's `handleSubmit(…)`: the form checks with its schema, not the browser's. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * A form that ignores a second submit while the first is under way: its button is not disabled
 * (it keeps focus, and says it is working), so Enter or a double click would send twice.
 *
 * Its method is POST although its script sends it: should the browser ever submit it natively,
 * before the page runs, the fields go in a body, never in the address (decision 113).
 */
export function GuardedForm({ isSubmitting, onSubmit, children, ...props }: GuardedFormProps) {
  return (
    <form
      method="post"
      noValidate
      {...props}
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { lookupFormSchema, memberTexts, type LookupFormValues } from '@shop/core/member-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useFocusOnChange } from '../hooks/use-focus-on-change.ts';
import { emailField } from '../lib/member-fields.ts';
import { describeLookupFailure } from '../lib/member-messages.ts';
import { FormMessage } from './form-message.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

type Outcome = { ok: true } | { ok: false; message: string };

/** Forgot password (SPEC sections 5 and 8): the e-mail to send a reset link to. */
export function LookupForm() {
  const form = useForm<LookupFormValues>({
    resolver: zodResolver(lookupFormSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const requestReset = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useFocusOnChange(outcome);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await requestReset.mutateAsync(values);
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: describeLookupFailure(error) });
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {outcome ? (
        <FormMessage
          ref={outcomeRef}
          tone={outcome.ok ? 'info' : 'error'}
          title={outcome.ok ? memberTexts.lookupSent : outcome.message}
        >
          {outcome.ok
            ? 'The link works once, for an hour. Check your spam folder if it has not arrived in a few minutes.'
            : null}
        </FormMessage>
      ) : null}
      <RegisteredFields register={form.register} errors={errors} fields={[emailField]} />
      <SubmitButton isSubmitting={isSubmitting} pendingLabel="Sending…">
        Send Reset Link
      </SubmitButton>
    </GuardedForm>
  );
}

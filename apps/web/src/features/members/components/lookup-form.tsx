import { zodResolver } from '@hookform/resolvers/zod';
import { lookupFormSchema, memberTexts, type LookupFormValues } from '@shop/core/member-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useFocusOnChange } from '../hooks/use-focus-on-change.ts';
import { describeLookupFailure } from '../lib/member-messages.ts';
import { FormMessage } from './form-message.tsx';
import { SubmitButton } from './submit-button.tsx';

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
    <form
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
      className="space-y-5"
    >
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
      <RegisteredTextField
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        isRequired
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <SubmitButton isSubmitting={isSubmitting} pendingLabel="Sending…">
        Send Reset Link
      </SubmitButton>
    </form>
  );
}

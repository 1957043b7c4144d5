import { zodResolver } from '@hookform/resolvers/zod';
import { accountOrdersTexts, orderLinksBodySchema } from '@shop/core/account-orders-api';
import type { OrderLinksBody } from '@shop/core/account-orders-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { ApiError, isNetworkError } from '../../../lib/api-client.ts';
import { useRequestOrderLinks } from '../api/request-order-links.ts';
import { useFocusOnChange } from '../hooks/use-focus-on-change.ts';
import { emailField } from '../lib/member-fields.ts';
import { FormMessage } from './form-message.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

function describeFailure(error: unknown): string {
  if (error instanceof ApiError && error.body?.errors.message) return error.body.errors.message;
  return accountOrdersTexts.linksFailed(
    isNetworkError(error)
      ? 'The server could not be reached. Please check your connection and try again.'
      : 'Please try again in a few minutes.',
  );
}

/**
 * "E-mail me my order links" (decision 092): the address the tickets were booked with. The
 * answer says the same whether or not it has orders; a refusal (too many requests) says why.
 */
export function OrderLinksForm() {
  const form = useForm<OrderLinksBody>({
    resolver: zodResolver(orderLinksBodySchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const requestLinks = useRequestOrderLinks();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useFocusOnChange(outcome);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: await requestLinks.mutateAsync(values) });
    } catch (error) {
      setOutcome({ ok: false, message: describeFailure(error) });
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {outcome ? (
        <FormMessage ref={outcomeRef} tone={outcome.ok ? 'info' : 'error'} title={outcome.message}>
          {outcome.ok ? 'If it does not come, look in your spam folder too.' : null}
        </FormMessage>
      ) : null}
      <RegisteredFields register={form.register} errors={errors} fields={[emailField]} />
      <SubmitButton isSubmitting={isSubmitting} pendingLabel="Sending…">
        {accountOrdersTexts.linksSubmit}
      </SubmitButton>
    </GuardedForm>
  );
}

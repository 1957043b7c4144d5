import { zodResolver } from '@hookform/resolvers/zod';
import { lookupFormSchema, memberTexts } from '@shop/core/member-api';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { emailField } from '../lib/member-fields.ts';
import { describeLookupFailure } from '../lib/member-messages.ts';
import { RequestForm } from './request-form.tsx';

/** Forgot password (SPEC sections 5 and 8): the e-mail to send a reset link to. */
export function LookupForm() {
  const requestReset = useRequestPasswordReset();
  return (
    <RequestForm
      resolver={zodResolver(lookupFormSchema)}
      defaultValues={{ email: '' }}
      fields={[emailField]}
      submitLabel="Send Reset Link"
      pendingLabel="Sending…"
      send={async (values) => {
        await requestReset.mutateAsync(values);
        return {
          tone: 'info',
          title: memberTexts.lookupSent,
          children:
            'The link works once, for an hour. Check your spam folder if it has not arrived in a few minutes.',
        };
      }}
      describeFailure={(error) => ({ tone: 'error', title: describeLookupFailure(error) })}
    />
  );
}

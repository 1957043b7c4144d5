import { zodResolver } from '@hookform/resolvers/zod';
import { staffLoginBodySchema, type StaffLoginBody, type StaffSession } from '@shop/core/staff-api';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import { useStaffLogIn } from '../api/log-in-staff.ts';

const credentialFields = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username', isRequired: true },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    isRequired: true,
  },
] as const;

const codeField = {
  name: 'code',
  label: 'Authentication code',
  description: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  autoComplete: 'one-time-code',
  inputMode: 'text',
  isRequired: true,
} as const;

const fallbackMessage = 'Unable to log in at this time. Please try again.';

/** Whether the server asks for the second factor: a 401 naming the code field. */
function asksForCode(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && !!error.body?.errors.fields?.code;
}

/**
 * Staff login: e-mail and password, then, when the account has two-factor on, the code from the
 * app (or a recovery code) in a field that appears and takes focus.
 */
export function StaffLoginForm({ onLoggedIn }: { onLoggedIn: (session: StaffSession) => void }) {
  const form = useForm<StaffLoginBody>({
    resolver: zodResolver(staffLoginBodySchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const logIn = useStaffLogIn();
  const [isCodeShown, setCodeShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (isCodeShown && !values.code) {
      form.setError('code', { message: 'Required' }, { shouldFocus: true });
      return;
    }
    try {
      onLoggedIn(await logIn.mutateAsync(values));
    } catch (error) {
      if (asksForCode(error) && !isCodeShown) {
        setCodeShown(true);
        // The field appears on this render; focus it on the next.
        setTimeout(() => form.setFocus('code'), 0);
        return;
      }
      setFailure(refusalMessage(error, fallbackMessage));
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="outline-none">
          <Alert tone="error" role="alert" title={failure} />
        </div>
      ) : null}
      <RegisteredFields register={form.register} errors={errors} fields={credentialFields} />
      {isCodeShown ? (
        <RegisteredFields register={form.register} errors={errors} fields={[codeField]} />
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {isSubmitting ? <Spinner className="size-4" /> : null}
        Log In
      </Button>
      <span role="status" className="sr-only">
        {isSubmitting ? 'Logging in…' : ''}
      </span>
    </GuardedForm>
  );
}

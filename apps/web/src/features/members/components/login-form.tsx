import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, type LoginFormValues, type MemberSession } from '@shop/core/member-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RecaptchaField } from '../../../components/recaptcha-field.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getRecaptchaSiteKey } from '../../../lib/recaptcha-site-key.ts';
import { useLogIn } from '../api/log-in.ts';
import { useFocusOnChange } from '../hooks/use-focus-on-change.ts';
import { emailField } from '../lib/member-fields.ts';
import { describeLoginFailure } from '../lib/member-messages.ts';
import { FormMessage } from './form-message.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

const passwordField = {
  name: 'password',
  label: 'Password',
  type: 'password',
  autoComplete: 'current-password',
  isRequired: true,
} as const;

/**
 * Login (SPEC section 5): e-mail and password; the server's message, or the spec's fallback.
 * When the server makes the account wait after failed logins (429) and human verification is
 * on, the reCAPTCHA appears: its answer lets the next attempt through at once.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: MemberSession) => void }) {
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const logIn = useLogIn();
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const failureRef = useFocusOnChange(failure);
  const recaptchaSiteKey = getRecaptchaSiteKey();
  const [isHumanCheckShown, setHumanCheckShown] = useState(false);
  const [captchaResponse, setCaptchaResponse] = useState('');
  const [recaptchaResetKey, setRecaptchaResetKey] = useState(0);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onLoggedIn(
        await logIn.mutateAsync(captchaResponse ? { ...values, captchaResponse } : values),
      );
    } catch (error) {
      if (recaptchaSiteKey && error instanceof ApiError && error.status === 429)
        setHumanCheckShown(true);
      setFailure({ message: describeLoginFailure(error) });
    }
    // An answer is good for one check only.
    if (captchaResponse) setRecaptchaResetKey((key) => key + 1);
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {failure ? <FormMessage ref={failureRef} tone="error" title={failure.message} /> : null}
      <RegisteredFields
        register={form.register}
        errors={errors}
        fields={[emailField, passwordField]}
      />
      {recaptchaSiteKey && isHumanCheckShown ? (
        <RecaptchaField
          siteKey={recaptchaSiteKey}
          resetKey={recaptchaResetKey}
          supportEmail={env.VITE_SUPPORT_EMAIL}
          onChange={setCaptchaResponse}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-4 pt-1">
        <SubmitButton isSubmitting={isSubmitting} pendingLabel="Logging in…">
          Log In
        </SubmitButton>
        <TextLink to={paths.memberLookup.getHref()}>Forgot your password?</TextLink>
      </div>
    </GuardedForm>
  );
}

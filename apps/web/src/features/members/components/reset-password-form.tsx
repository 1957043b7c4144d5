import { zodResolver } from '@hookform/resolvers/zod';
import {
  memberTexts,
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '@shop/core/member-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useFocusOnChange } from '../hooks/use-focus-on-change.ts';
import { FormMessage } from './form-message.tsx';
import { SubmitButton } from './submit-button.tsx';

export interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
}

/** Reset password (SPEC section 5): the new password, twice, with the e-mailed token. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const resetPassword = useResetPassword();
  // A new object per failure, so focus moves to the message again on each one.
  const [failure, setFailure] = useState<object | null>(null);
  const failureRef = useFocusOnChange(failure);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ ...values, token });
      onReset();
    } catch {
      setFailure({});
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
      {failure ? (
        <FormMessage ref={failureRef} tone="error" title={memberTexts.resetFailed}>
          <TextLink to={paths.memberLookup.getHref()}>Request a new reset link</TextLink>
        </FormMessage>
      ) : null}
      <RegisteredTextField
        label="New password"
        type="password"
        autoComplete="new-password"
        description="At least 8 characters, with an uppercase letter."
        isRequired
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <RegisteredTextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        isRequired
        registration={form.register('passwordConfirmation')}
        error={errors.passwordConfirmation?.message}
      />
      <SubmitButton isSubmitting={isSubmitting} pendingLabel="Resetting your password…">
        Reset Password
      </SubmitButton>
    </form>
  );
}

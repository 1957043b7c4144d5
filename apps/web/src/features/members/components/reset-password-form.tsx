import { zodResolver } from '@hookform/resolvers/zod';
import {
  memberTexts,
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '@shop/core/member-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useFocusOnChange } from '../hooks/use-focus-on-change.ts';
import { newPasswordFields } from '../lib/member-fields.ts';
import { FormMessage } from './form-message.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

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
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {failure ? (
        <FormMessage ref={failureRef} tone="error" title={memberTexts.resetFailed}>
          <TextLink to={paths.memberLookup.getHref()}>Request a new reset link</TextLink>
        </FormMessage>
      ) : null}
      <RegisteredFields
        register={form.register}
        errors={errors}
        fields={newPasswordFields({
          password: 'New password',
          confirmation: 'Confirm new password',
        })}
      />
      <SubmitButton isSubmitting={isSubmitting} pendingLabel="Resetting your password…">
        Reset Password
      </SubmitButton>
    </GuardedForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  registrationFormSchema,
  type MemberSession,
  type RegistrationFormValues,
} from '@shop/core/member-api';
import { useForm } from 'react-hook-form';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { RegistrationMailedError, useRegisterMember } from '../api/register-member.ts';
import { emailField, newPasswordFields } from '../lib/member-fields.ts';
import { describeRegistrationFailure } from '../lib/member-messages.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

export interface RegistrationFormProps {
  onRegistered: (session: MemberSession) => void;
  /** The page shows the message at its top (SPEC section 8: registration failures scroll up). */
  onFailure: (message: string) => void;
  /** The answer opened no session: a message went to the e-mail instead (see the API call). */
  onMailed: (email: string) => void;
}

const nameFields = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', isRequired: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', isRequired: true },
] as const;

/** Registration (SPEC section 5): names, e-mail, a password and its confirmation. */
export function RegistrationForm({ onRegistered, onFailure, onMailed }: RegistrationFormProps) {
  const form = useForm<RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirmation: '',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const register = useRegisterMember();

  const submit = form.handleSubmit(async (values) => {
    try {
      onRegistered(await register.mutateAsync(values));
    } catch (error) {
      if (error instanceof RegistrationMailedError) onMailed(error.email);
      else onFailure(describeRegistrationFailure(error));
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <RegisteredFields register={form.register} errors={errors} fields={nameFields} />
      </div>
      <RegisteredFields
        register={form.register}
        errors={errors}
        fields={[
          emailField,
          ...newPasswordFields({ password: 'Password', confirmation: 'Confirm password' }),
        ]}
      />
      <div className="pt-1">
        <SubmitButton isSubmitting={isSubmitting} pendingLabel="Creating your account…">
          Create Account
        </SubmitButton>
      </div>
    </GuardedForm>
  );
}

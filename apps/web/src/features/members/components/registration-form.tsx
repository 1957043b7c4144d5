import { zodResolver } from '@hookform/resolvers/zod';
import {
  registrationFormSchema,
  type MemberSession,
  type RegistrationFormValues,
} from '@shop/core/member-api';
import { useForm } from 'react-hook-form';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { useRegisterMember } from '../api/register-member.ts';
import { describeRegistrationFailure } from '../lib/member-messages.ts';
import { SubmitButton } from './submit-button.tsx';

export interface RegistrationFormProps {
  onRegistered: (session: MemberSession) => void;
  /** The page shows the message at its top (SPEC section 8: registration failures scroll up). */
  onFailure: (message: string) => void;
}

/** Registration (SPEC section 5): names, e-mail, a password and its confirmation. */
export function RegistrationForm({ onRegistered, onFailure }: RegistrationFormProps) {
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
      onFailure(describeRegistrationFailure(error));
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
      <div className="grid gap-5 sm:grid-cols-2">
        <RegisteredTextField
          label="First name"
          autoComplete="given-name"
          isRequired
          registration={form.register('firstName')}
          error={errors.firstName?.message}
        />
        <RegisteredTextField
          label="Last name"
          autoComplete="family-name"
          isRequired
          registration={form.register('lastName')}
          error={errors.lastName?.message}
        />
      </div>
      <RegisteredTextField
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        isRequired
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <RegisteredTextField
        label="Password"
        type="password"
        autoComplete="new-password"
        description="At least 8 characters, with an uppercase letter."
        isRequired
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <RegisteredTextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        isRequired
        registration={form.register('passwordConfirmation')}
        error={errors.passwordConfirmation?.message}
      />
      <div className="pt-1">
        <SubmitButton isSubmitting={isSubmitting} pendingLabel="Creating your account…">
          Create Account
        </SubmitButton>
      </div>
    </form>
  );
}

import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  staffPasswordProblems,
} from '@shop/core/staff-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { applyRefusal } from '../../admin-shared/components/admin-form-parts.tsx';

export const staffPasswordRules = `At least ${STAFF_PASSWORD_MIN_LENGTH} characters (at most ${STAFF_PASSWORD_MAX_LENGTH}), mixing three of: lowercase, uppercase, digits, symbols; not containing your e-mail's name.`;

interface Values {
  currentPassword: string;
  newPassword: string;
}

/**
 * A new staff password, checked by the core's staff rules before it is sent: through a
 * set-your-password link (no current password), or in the account area (with it).
 */
export function SetPasswordForm({
  email,
  askCurrent,
  submitLabel,
  onSubmit,
}: {
  email: string;
  askCurrent: boolean;
  submitLabel: string;
  onSubmit: (values: Values) => Promise<void>;
}) {
  const form = useForm<Values>({
    defaultValues: { currentPassword: '', newPassword: '' },
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const fields = [
    ...(askCurrent
      ? [
          {
            name: 'currentPassword',
            label: 'Current password',
            type: 'password',
            autoComplete: 'current-password',
            isRequired: true,
            autoFocus: true,
          } as const,
        ]
      : []),
    {
      name: 'newPassword',
      label: 'New password',
      type: 'password',
      autoComplete: 'new-password',
      isRequired: true,
      autoFocus: !askCurrent,
      description: staffPasswordRules,
    } as const,
  ];

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      form.reset();
    } catch (error) {
      setFailure(
        applyRefusal(error, form.setError, 'The password could not be saved.', (name) =>
          name === 'password' ? 'newPassword' : (name as keyof Values),
        ),
      );
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <RegisteredFields
        register={(name) =>
          form.register(name, {
            validate: (value) =>
              name === 'currentPassword'
                ? value !== '' || 'Required'
                : (staffPasswordProblems(value, email)[0] ?? true),
          })
        }
        errors={errors}
        fields={fields}
      />
      <Button type="submit">
        {isSubmitting ? <Spinner className="size-4" /> : null}
        {submitLabel}
      </Button>
    </GuardedForm>
  );
}

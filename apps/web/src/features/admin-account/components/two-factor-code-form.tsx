import { zodResolver } from '@hookform/resolvers/zod';
import { confirmTotpBodySchema } from '@shop/core/staff-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';

const codeField = {
  name: 'code',
  label: 'Authentication code',
  description: 'Six digits; a new code appears every 30 seconds.',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  isRequired: true,
} as const;

/** The first code of the app, which turns two-factor on. */
export function TwoFactorCodeForm({
  onSubmit,
  isDisabled,
}: {
  onSubmit: (code: string) => Promise<void>;
  isDisabled: boolean;
}) {
  const form = useForm<{ code: string }>({
    resolver: zodResolver(confirmTotpBodySchema),
    defaultValues: { code: '' },
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onSubmit(code);
    } catch (error) {
      setFailure(refusalMessage(error, 'The code could not be checked.'));
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-4">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      <RegisteredFields register={form.register} errors={errors} fields={[codeField]} />
      <Button type="submit" isDisabled={isDisabled}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        Turn on two-factor
      </Button>
    </GuardedForm>
  );
}

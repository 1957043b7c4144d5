import { zodResolver } from '@hookform/resolvers/zod';
import { renewRecoveryCodesBodySchema, type RenewRecoveryCodesBody } from '@shop/core/staff-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import { renewRecoveryCodes } from '../api/own-account.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';

const proofField = {
  name: 'proof',
  label: 'Password or authentication code',
  description: 'Your current password, or the 6-digit code your authenticator app shows now.',
  type: 'password',
  autoComplete: 'current-password',
  isRequired: true,
} as const;

/**
 * New recovery codes for the logged-in account, after its password or an app code: the old
 * ones stop working at once (used up, or perhaps seen by someone else).
 */
export function RenewRecoveryCodes() {
  const form = useForm<RenewRecoveryCodesBody>({
    resolver: zodResolver(renewRecoveryCodesBodySchema),
    defaultValues: { proof: '' },
    mode: 'onTouched',
  });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ proof }) => {
    setFailure(null);
    try {
      setCodes(await renewRecoveryCodes(proof));
      form.reset();
    } catch (error) {
      setFailure(refusalMessage(error, 'New codes could not be made.'));
    }
  });

  if (codes)
    return (
      <div className="space-y-4">
        <p className="text-navy-800">Your old recovery codes no longer work.</p>
        <RecoveryCodesList codes={codes} />
        <Button variant="secondary" onPress={() => setCodes(null)}>
          I have saved them
        </Button>
      </div>
    );
  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-4">
      <p className="text-navy-800">
        Used some of your recovery codes, or worried someone has seen them? Make ten new ones; the
        old ones stop working.
      </p>
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      <RegisteredFields register={form.register} errors={errors} fields={[proofField]} />
      <Button type="submit">
        {isSubmitting ? <Spinner className="size-4" /> : null}
        Make new recovery codes
      </Button>
    </GuardedForm>
  );
}

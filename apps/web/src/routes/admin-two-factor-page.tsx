import type { StaffSession } from '@shop/core/staff-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { RetryButton } from '../components/ui/retry-button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { confirmTwoFactor, startTwoFactor } from '../features/admin-account/api/own-account.ts';
import { RecoveryCodesList } from '../features/admin-account/components/recovery-codes-list.tsx';
import { RenewRecoveryCodes } from '../features/admin-account/components/renew-recovery-codes.tsx';
import { TwoFactorCodeForm } from '../features/admin-account/components/two-factor-code-form.tsx';
import { TwoFactorQrCode } from '../features/admin-account/components/two-factor-qr-code.tsx';
import { adminPaths } from '../features/admin-shared/admin-paths.ts';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { staffSessionKey } from '../features/admin-shared/api/admin-session.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

/**
 * `/admin/two-factor`: scan the QR code (or type the secret), confirm a code, keep the recovery
 * codes; once it is on, new recovery codes (after the password or an app code).
 */
export default function AdminTwoFactorPage() {
  usePageTitle('Set Up Two-Factor');
  const queryClient = useQueryClient();
  const { staff } = useOutletContext<StaffSession>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const isAlreadyOn = staff.twoFactorEnabled && recoveryCodes === null;
  const enrolment = useQuery({
    queryKey: ['admin', 'two-factor-enrolment'],
    queryFn: startTwoFactor,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    enabled: recoveryCodes === null && !isAlreadyOn,
  });
  const confirm = useMutation({ mutationFn: confirmTwoFactor });

  const submit = async (code: string) => {
    setRecoveryCodes(await confirm.mutateAsync(code));
    // The session learns at once that two-factor is on, then is read again: the layout sends an
    // account that must still enrol back here, and "continue" may be pressed before the read ends.
    queryClient.setQueryData<StaffSession | null>(
      staffSessionKey,
      (session) =>
        session && {
          ...session,
          staff: { ...session.staff, twoFactorEnabled: true },
          mustEnrolTwoFactor: false,
        },
    );
    await queryClient.invalidateQueries({ queryKey: staffSessionKey });
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AdminPageHeading title={isAlreadyOn ? 'Two-factor' : 'Set up two-factor'} />
      {isAlreadyOn ? (
        <>
          <Alert tone="info" title="Two-factor authentication is already set up.">
            <ButtonLink to={adminPaths.home} variant="secondary" size="sm" className="mt-3">
              Back to the back office
            </ButtonLink>
          </Alert>
          <Card as="section" aria-labelledby="renew-heading" className="space-y-5 p-5 sm:p-8">
            <h2 id="renew-heading" className="text-xl font-semibold text-navy-950">
              New recovery codes
            </h2>
            <RenewRecoveryCodes />
          </Card>
        </>
      ) : recoveryCodes ? (
        <Card as="section" aria-labelledby="recovery-heading" className="space-y-5 p-5 sm:p-8">
          <h2 id="recovery-heading" className="text-xl font-semibold text-navy-950">
            Two-factor authentication is on
          </h2>
          <RecoveryCodesList codes={recoveryCodes} />
          <ButtonLink to={adminPaths.home} variant="primary">
            I have saved them, continue
          </ButtonLink>
        </Card>
      ) : (
        <Card as="section" aria-labelledby="scan-heading" className="space-y-5 p-5 sm:p-8">
          <h2 id="scan-heading" className="text-xl font-semibold text-navy-950">
            1. Scan this code with your authenticator app
          </h2>
          {enrolment.isPending ? (
            <p role="status" className="flex items-center gap-2 text-navy-800">
              <Spinner className="size-4" /> Preparing your secret…
            </p>
          ) : enrolment.isError ? (
            <Alert tone="error" role="alert" title="The setup could not start.">
              <RetryButton
                isRetrying={enrolment.isFetching}
                onRetry={() => void enrolment.refetch()}
              />
            </Alert>
          ) : (
            <>
              <TwoFactorQrCode {...enrolment.data} />
              {/* A setup left half-done (an app lost, a code not scanned) starts over. */}
              <Button
                variant="secondary"
                size="sm"
                isDisabled={enrolment.isFetching}
                onPress={() => void enrolment.refetch()}
              >
                Start again with a new secret
              </Button>
            </>
          )}
          <h2 className="text-xl font-semibold text-navy-950">
            2. Enter the 6-digit code it shows
          </h2>
          <TwoFactorCodeForm onSubmit={submit} isDisabled={!enrolment.data} />
        </Card>
      )}
    </div>
  );
}

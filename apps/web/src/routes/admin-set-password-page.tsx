import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { staffTexts } from '@shop/core/staff-api';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Card } from '../components/ui/card.tsx';
import { cn } from '../components/ui/cn.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { env } from '../config/env.ts';
import {
  lookUpPasswordLink,
  setPasswordWithLink,
} from '../features/admin-account/api/own-account.ts';
import { SetPasswordForm } from '../features/admin-account/components/set-password-form.tsx';
import { adminPaths } from '../features/admin-shared/admin-paths.ts';
import { pageTitleClasses } from '../features/admin-shared/components/admin-page-heading.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ApiError } from '../lib/api-client.ts';

/**
 * `/admin/set-password?token=…` (decision 080): where an invitation's or a reset's link lands,
 * outside the login wall. The member chooses a password, then logs in (and sets two-factor up
 * where the role needs it). A used or expired link says so.
 */
export default function AdminSetPasswordPage() {
  usePageTitle('Set Your Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState(false);
  const link = useQuery({
    queryKey: ['admin', 'password-link', token],
    queryFn: () => lookUpPasswordLink(token),
    enabled: token !== '' && !done,
    staleTime: Infinity,
    retry: false,
  });
  const isInvalid = token === '' || (link.error instanceof ApiError && link.error.status < 500);

  return (
    <main className="flex min-h-dvh items-start justify-center bg-glacier-50 px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md space-y-6">
        <header className="text-center">
          <p className="text-sm font-semibold tracking-wide text-glacier-700 uppercase">
            {env.VITE_FOUNDATION_NAME}
          </p>
          <h1 className={cn('mt-1', pageTitleClasses)}>Set Your Password</h1>
        </header>
        <Card as="section" aria-label="Your password" className="space-y-5 p-5 sm:p-8">
          {done ? (
            <Alert tone="info" role="status" title={staffTexts.passwordSet}>
              <ButtonLink to={adminPaths.login} variant="primary" size="sm" className="mt-3">
                Go to the login
              </ButtonLink>
            </Alert>
          ) : isInvalid ? (
            <Alert tone="error" role="alert" title={staffTexts.linkInvalid}>
              <ButtonLink to={adminPaths.login} variant="secondary" size="sm" className="mt-3">
                Go to the login
              </ButtonLink>
            </Alert>
          ) : link.isError ? (
            <Alert tone="error" role="alert" title="The link could not be checked.">
              Reload the page to try again.
            </Alert>
          ) : link.isPending ? (
            <p role="status" className="flex items-center gap-2 text-navy-800">
              <Spinner className="size-4" /> Checking your link…
            </p>
          ) : (
            <>
              <p className="text-navy-800">
                Hello {link.data.name}, choose the password for{' '}
                <strong className="font-semibold break-all">{link.data.email}</strong>.
              </p>
              <SetPasswordForm
                email={link.data.email}
                askCurrent={false}
                submitLabel="Set password"
                onSubmit={async ({ newPassword }) => {
                  await setPasswordWithLink({ token, password: newPassword });
                  setDone(true);
                }}
              />
            </>
          )}
        </Card>
      </div>
    </main>
  );
}

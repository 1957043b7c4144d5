import type { StaffSession } from '@shop/core/staff-api';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../components/ui/card.tsx';
import { cn } from '../components/ui/cn.ts';
import { env } from '../config/env.ts';
import { StaffLoginForm } from '../features/admin-account/components/staff-login-form.tsx';
import { adminPaths, safeAdminNext } from '../features/admin-shared/admin-paths.ts';
import { staffSessionKey } from '../features/admin-shared/api/admin-session.ts';
import { pageTitleClasses } from '../features/admin-shared/components/admin-page-heading.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** `/admin/login`: the back office's login (issue 14), apart from the shop's pages and header;
 * it leads on to the page asked for (`next`), or to the two-factor setup an admin still needs. */
export default function AdminLoginPage() {
  usePageTitle('Staff Login');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loggedIn = (session: StaffSession) => {
    queryClient.setQueryData(staffSessionKey, session);
    void navigate(
      session.mustEnrolTwoFactor ? adminPaths.twoFactor : safeAdminNext(searchParams.get('next')),
      { replace: true },
    );
  };

  return (
    <main className="flex min-h-dvh items-start justify-center bg-glacier-50 px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md space-y-6">
        <header className="text-center">
          <p className="text-sm font-semibold tracking-wide text-glacier-700 uppercase">
            {env.VITE_FOUNDATION_NAME}
          </p>
          <h1 className={cn('mt-1', pageTitleClasses)}>Staff Login</h1>
        </header>
        <Card as="section" aria-label="Staff login" className="p-5 sm:p-8">
          <StaffLoginForm onLoggedIn={loggedIn} />
        </Card>
      </div>
    </main>
  );
}

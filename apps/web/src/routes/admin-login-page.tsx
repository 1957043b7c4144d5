import type { StaffSession } from '@shop/core/staff-api';
import { useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Card } from '../components/ui/card.tsx';
import { env } from '../config/env.ts';
import { StaffLoginForm } from '../features/admin/components/staff-login-form.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

const roleNames: Record<StaffSession['staff']['role'], string> = {
  admin: 'Admin',
  manager: 'Manager',
  'box-office': 'Box office',
  'check-in': 'Check-in',
};

/** `/admin/login`: the back office's login (issue 14), apart from the shop's pages and header. */
export function AdminLoginPage() {
  usePageTitle('Staff Login');
  const [session, setSession] = useState<StaffSession | null>(null);

  return (
    <main className="flex min-h-dvh items-start justify-center bg-glacier-50 px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md space-y-6">
        <header className="text-center">
          <p className="text-sm font-semibold tracking-wide text-glacier-700 uppercase">
            {env.VITE_FOUNDATION_NAME}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-navy-950">Staff Login</h1>
        </header>
        <Card as="section" aria-label="Staff login" className="p-5 sm:p-8">
          {session ? (
            <Alert
              tone="info"
              role="status"
              title={`You are logged in as ${session.staff.name} (${roleNames[session.staff.role]}).`}
            >
              {session.mustEnrolTwoFactor
                ? 'Set up two-factor authentication to continue.'
                : 'The back office opens here as its pages arrive.'}
            </Alert>
          ) : (
            <StaffLoginForm onLoggedIn={setSession} />
          )}
        </Card>
      </div>
    </main>
  );
}

import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { AppLoading } from '../components/layout/app-loading.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { cn } from '../components/ui/cn.ts';
import { env } from '../config/env.ts';
import { adminPaths } from '../features/admin/admin-paths.ts';
import { sectionsFor } from '../features/admin/admin-sections.ts';
import { AccountArea } from '../features/admin/components/account-area.tsx';
import { AdminToastRegion } from '../features/admin/components/admin-toasts.tsx';
import { useStaffSession } from '../features/admin/api/admin-session.ts';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-glacier-400',
    isActive ? 'bg-white/15 text-white' : 'text-glacier-100 hover:bg-white/10 hover:text-white',
  );

/**
 * `/admin/*`: the back office's frame (issue 14). Without a staff session it sends the visitor to
 * the login and back; an admin without two-factor goes to its setup first.
 */
export function AdminLayout() {
  const location = useLocation();
  const session = useStaffSession();

  if (session.isPending) return <AppLoading />;
  if (session.isError) throw session.error;
  const here = location.pathname + location.search;
  if (!session.data)
    return <Navigate replace to={`${adminPaths.login}?next=${encodeURIComponent(here)}`} />;
  const { staff, mustEnrolTwoFactor } = session.data;
  if (mustEnrolTwoFactor && location.pathname !== adminPaths.twoFactor)
    return <Navigate replace to={adminPaths.twoFactor} />;
  const allowed = mustEnrolTwoFactor ? [] : sectionsFor(staff.role);

  return (
    <div className="min-h-dvh bg-glacier-50">
      <SkipLink targetId="main">Skip to content</SkipLink>
      <header className="bg-navy-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <p className="leading-tight">
            <span className="block text-xs font-semibold tracking-wide text-glacier-300 uppercase">
              {env.VITE_FOUNDATION_NAME}
            </span>
            <span className="block font-bold">Back office</span>
          </p>
          <nav aria-label="Back office" className="flex flex-1 items-center gap-1">
            {allowed.map((s) => (
              <NavLink key={s.href} to={s.href} end className={linkClasses}>
                {s.label}
              </NavLink>
            ))}
          </nav>
          <AccountArea staff={staff} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6">
        <Outlet context={session.data} />
      </main>
      <AdminToastRegion />
    </div>
  );
}

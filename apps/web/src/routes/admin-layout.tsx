import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { AppLoading } from '../components/layout/app-loading.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { cn } from '../components/ui/cn.ts';
import { env } from '../config/env.ts';
import { AccountArea } from '../features/admin-account/components/account-area.tsx';
import { adminPaths } from '../features/admin-shared/admin-paths.ts';
import { sectionsFor } from '../features/admin-shared/admin-sections.ts';
import { useStaffSession } from '../features/admin-shared/api/admin-session.ts';
import { AdminToastRegion } from '../features/admin-shared/components/admin-toasts.tsx';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-glacier-400',
    isActive ? 'bg-white/15 text-white' : 'text-glacier-100 hover:bg-white/10 hover:text-white',
  );

/**
 * `/admin/*`: the back office's frame (issue 14). Without a staff session it sends the visitor to
 * the login and back; an admin without two-factor goes to its setup first.
 */
export default function AdminLayout() {
  const location = useLocation();
  const session = useStaffSession();

  if (session.isPending) return <AppLoading />;
  if (session.isError) throw session.error;
  const here = location.pathname + location.search;
  if (!session.data)
    return <Navigate replace to={`${adminPaths.login}?next=${encodeURIComponent(here)}`} />;
  const { staff, mustEnrolTwoFactor, permissions } = session.data;
  if (mustEnrolTwoFactor && location.pathname !== adminPaths.twoFactor)
    return <Navigate replace to={adminPaths.twoFactor} />;
  const allowed = mustEnrolTwoFactor ? [] : sectionsFor(staff.role, permissions);

  // From 1280 px the sections are a sidebar, one line each; narrower, rows under the header that
  // wrap between sections, never inside one (a tablet keeps its width for the tables), and on a
  // phone one row that scrolls sideways (decision 060).
  return (
    <div className="min-h-dvh bg-glacier-50">
      <SkipLink targetId="main">Skip to content</SkipLink>
      <header className="bg-navy-950 text-white">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <p className="leading-tight">
            <span className="block text-xs font-semibold tracking-wide text-glacier-300 uppercase">
              {env.VITE_FOUNDATION_NAME}
            </span>
            <span className="block font-bold">Back office</span>
          </p>
          <AccountArea staff={staff} />
        </div>
      </header>
      <div className="xl:flex">
        <nav
          aria-label="Back office"
          className="bg-navy-900 xl:sticky xl:top-0 xl:h-dvh xl:w-48 xl:shrink-0 xl:overflow-y-auto"
        >
          <ul className="flex gap-1 overflow-x-auto px-4 py-2 sm:px-6 md:flex-wrap md:overflow-visible xl:flex-col xl:flex-nowrap xl:px-3 xl:py-4">
            {allowed.map((s) => (
              <li key={s.href}>
                <NavLink to={s.href} end className={linkClasses}>
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
            <Outlet context={session.data} />
          </div>
        </main>
      </div>
      <AdminToastRegion />
    </div>
  );
}

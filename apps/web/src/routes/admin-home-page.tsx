import type { StaffSession } from '@shop/core/staff-api';
import { Link, useOutletContext } from 'react-router';
import { Card } from '../components/ui/card.tsx';
import { LoadingShapes } from '../components/ui/skeleton.tsx';
import { textLinkClasses } from '../components/ui/text-link.tsx';
import { sectionsFor } from '../features/admin-shared/admin-sections.ts';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { QueryFailure, rowsOf } from '../features/admin-shared/components/query-states.tsx';
import { roleNames } from '../features/admin-shared/role-names.ts';
import { useAdminToday } from '../features/admin-today/api/today.ts';
import { SetupChecklistCard } from '../features/admin-today/components/setup-checklist.tsx';
import {
  FailedEmails,
  TodayFigures,
  TodaySessions,
} from '../features/admin-today/components/today-figures.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { formatLongDate } from '../lib/format-date.ts';

/** Today at the shop in one request (decision 083): what a role handles, each linked. */
function TodayAtTheShop({ staff }: StaffSession) {
  const today = useAdminToday();
  if (today.isPending)
    return (
      <LoadingShapes
        label="Loading today"
        shapes={rowsOf(4, 'h-28 w-full')}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      />
    );
  if (today.isError) return <QueryFailure query={today} title="Today could not be loaded." />;
  const day = today.data;
  return (
    <div className="space-y-6">
      <p className="text-navy-800">Today, {formatLongDate(day.day)} (Denver time).</p>
      {day.checklist ? <SetupChecklistCard checklist={day.checklist} role={staff.role} /> : null}
      <TodayFigures today={day} />
      {day.failedEmails ? <FailedEmails failed={day.failedEmails} /> : null}
      <TodaySessions today={day} />
    </div>
  );
}

/** `/admin`: the back office's start: today at the shop, then the sections the role may use. */
export default function AdminHomePage() {
  usePageTitle('Back Office');
  const session = useOutletContext<StaffSession>();
  const { staff, permissions } = session;
  const pages = sectionsFor(staff.role, permissions).filter((section) => section.purpose);

  return (
    <div className="space-y-6">
      <AdminPageHeading title={`Welcome, ${staff.name}`} />
      <TodayAtTheShop {...session} />
      <Card as="section" aria-label="Your sections" className="space-y-3 p-5 sm:p-8">
        <h2 className="text-xl font-semibold text-navy-950">Your sections</h2>
        <p className="text-navy-800">You are logged in as {roleNames[staff.role]}.</p>
        {pages.length > 0 ? (
          <ul className="space-y-2 text-navy-800">
            {pages.map((page) => (
              <li key={page.href}>
                <Link className={textLinkClasses} to={page.href}>
                  {page.label}
                </Link>{' '}
                &mdash; {page.purpose}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-navy-800">
            Your role has no back-office pages yet. An admin can change your role.
          </p>
        )}
      </Card>
    </div>
  );
}

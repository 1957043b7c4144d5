import type { StaffSession } from '@shop/core/staff-api';
import { Link, useOutletContext } from 'react-router';
import { Card } from '../components/ui/card.tsx';
import { textLinkClasses } from '../components/ui/text-link.tsx';
import { sectionsFor } from '../features/admin/admin-sections.ts';
import { roleNames } from '../features/admin/role-names.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** `/admin`: the back office's start, with the sections the role may use. */
export function AdminHomePage() {
  usePageTitle('Back Office');
  const { staff } = useOutletContext<StaffSession>();
  const pages = sectionsFor(staff.role).filter((section) => section.purpose);

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">Welcome, {staff.name}</h1>
      <Card as="section" aria-label="Your sections" className="space-y-3 p-5 sm:p-8">
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

import type { StaffSession } from '@shop/core/staff-api';
import { useOutletContext } from 'react-router';
import { Card } from '../components/ui/card.tsx';
import { roleNames } from '../features/admin/role-names.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** `/admin`: the back office's start, with the sections the role may use. */
export function AdminHomePage() {
  usePageTitle('Back Office');
  const { staff } = useOutletContext<StaffSession>();

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">Welcome, {staff.name}</h1>
      <Card as="section" aria-label="Your sections" className="space-y-3 p-5 sm:p-8">
        <p className="text-navy-800">You are logged in as {roleNames[staff.role]}.</p>
        <p className="text-navy-800">
          The back office&rsquo;s pages for your role (staff and the audit log for admins first)
          arrive here as they are built.
        </p>
      </Card>
    </div>
  );
}

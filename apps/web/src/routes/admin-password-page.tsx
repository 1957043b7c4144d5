import type { StaffSession } from '@shop/core/staff-api';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Card } from '../components/ui/card.tsx';
import { changeOwnPassword } from '../features/admin-account/api/own-account.ts';
import { SetPasswordForm } from '../features/admin-account/components/set-password-form.tsx';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** `/admin/password` (decision 080): change one's own password; other devices are logged out. */
export default function AdminPasswordPage() {
  usePageTitle('Change Password');
  const { staff } = useOutletContext<StaffSession>();
  const [message, setMessage] = useState<string | null>(null);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AdminPageHeading title="Change password" />
      <Card as="section" aria-label="Change password" className="space-y-5 p-5 sm:p-8">
        {message ? <Alert tone="info" role="status" title={message} /> : null}
        <p className="text-navy-800">
          Your other devices are logged out when the password changes; this one stays logged in.
        </p>
        <SetPasswordForm
          email={staff.email}
          askCurrent
          submitLabel="Change password"
          onSubmit={async (values) => {
            setMessage(null);
            setMessage((await changeOwnPassword(values)).message);
          }}
        />
      </Card>
    </div>
  );
}

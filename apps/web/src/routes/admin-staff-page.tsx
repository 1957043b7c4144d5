import { useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ModalDialog, ModalDialogBody } from '../components/ui/modal-dialog.tsx';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { showSaved } from '../features/admin-shared/components/admin-toasts.tsx';
import { QueryStates } from '../features/admin-shared/components/query-states.tsx';
import { isForbidden } from '../features/admin-shared/lib/error-messages.ts';
import { roleNames } from '../features/admin-shared/role-names.ts';
import { useStaffList } from '../features/admin-staff/api/staff-accounts.ts';
import { NewStaffForm } from '../features/admin-staff/components/new-staff-form.tsx';
import { RolePermissionsSection } from '../features/admin-staff/components/role-permissions-form.tsx';
import { StaffTable } from '../features/admin-staff/components/staff-table.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** `/admin/staff` (admins): the accounts, invitations, changes, (de)activation and resets. */
export default function AdminStaffPage() {
  usePageTitle('Staff');
  const staff = useStaffList();
  const [isCreating, setCreating] = useState(false);

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Staff"
        description="Who may log in to the back office, and as what."
        action={
          isForbidden(staff.error) ? null : (
            <Button onPress={() => setCreating(true)}>New staff member</Button>
          )
        }
      />
      <QueryStates
        query={staff}
        loadingLabel="Loading staff accounts"
        failedTitle="The staff accounts could not be loaded."
        forbidden={{ hint: 'Staff accounts are managed by admins.' }}
        empty={<EmptyState title="No staff accounts yet." />}
      >
        {(data) => <StaffTable members={data} />}
      </QueryStates>
      <RolePermissionsSection />
      <ModalDialog
        isOpen={isCreating}
        onOpenChange={setCreating}
        title="New staff member"
        subtitle="They get an e-mail with a link to choose their password, then log in at /admin/login."
      >
        <ModalDialogBody>
          <NewStaffForm
            onCancel={() => setCreating(false)}
            onCreated={(member) => {
              setCreating(false);
              showSaved(
                `An invitation is on its way to ${member.email}, as ${roleNames[member.role]}.`,
              );
            }}
          />
        </ModalDialogBody>
      </ModalDialog>
    </div>
  );
}

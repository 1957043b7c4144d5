import { useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ModalDialog, ModalDialogBody } from '../components/ui/modal-dialog.tsx';
import { RetryButton } from '../components/ui/retry-button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { showSaved } from '../features/admin-shared/components/admin-toasts.tsx';
import { roleNames } from '../features/admin-shared/role-names.ts';
import { useStaffList } from '../features/admin-staff/api/staff-accounts.ts';
import { NewStaffForm } from '../features/admin-staff/components/new-staff-form.tsx';
import { RolePermissionsSection } from '../features/admin-staff/components/role-permissions-form.tsx';
import { StaffTable } from '../features/admin-staff/components/staff-table.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ApiError } from '../lib/api-client.ts';

/** `/admin/staff` (admins): the accounts, invitations, changes, (de)activation and resets. */
export function AdminStaffPage() {
  usePageTitle('Staff');
  const staff = useStaffList();
  const [isCreating, setCreating] = useState(false);
  const isForbidden = staff.error instanceof ApiError && staff.error.status === 403;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-navy-950">Staff</h1>
          <p className="mt-1 text-navy-800">Who may log in to the back office, and as what.</p>
        </div>
        {isForbidden ? null : <Button onPress={() => setCreating(true)}>New staff member</Button>}
      </div>
      {staff.isPending ? (
        <div role="status" aria-label="Loading staff accounts" className="space-y-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12 w-full" />
          ))}
        </div>
      ) : staff.isError ? (
        <Alert
          tone="error"
          role="alert"
          title={isForbidden ? staff.error.message : 'The staff accounts could not be loaded.'}
        >
          {isForbidden ? (
            'Staff accounts are managed by admins.'
          ) : (
            <RetryButton isRetrying={staff.isFetching} onRetry={() => void staff.refetch()} />
          )}
        </Alert>
      ) : staff.data.length === 0 ? (
        <EmptyState title="No staff accounts yet." />
      ) : (
        <StaffTable members={staff.data} />
      )}
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

export default AdminStaffPage;

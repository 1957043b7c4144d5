import type { AdminMembership } from '@shop/core/membership-admin-api';
import { useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ModalDialog, ModalDialogBody } from '../components/ui/modal-dialog.tsx';
import { RetryButton } from '../components/ui/retry-button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import {
  useMembershipProducts,
  useSaveMembershipProduct,
} from '../features/admin-memberships/api/membership-products.ts';
import { MembershipEntitlementsDialog } from '../features/admin-memberships/components/membership-entitlements-dialog.tsx';
import { MembershipForm } from '../features/admin-memberships/components/membership-form.tsx';
import { MembershipProductsTable } from '../features/admin-memberships/components/membership-products-table.tsx';
import { MembershipSaleDialog } from '../features/admin-memberships/components/membership-sale-dialog.tsx';
import { MEMBERSHIPS_SCOPE } from '../features/admin-catalogue/api/on-sale-queue.ts';
import { OnSaleQueueSection } from '../features/admin-catalogue/components/on-sale-queue-section.tsx';
import { showSaved } from '../features/admin-shared/components/admin-toasts.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ApiError } from '../lib/api-client.ts';

type Editing = { membership: AdminMembership | null } | null;

/** `/admin/memberships` (admins and managers): the products on sale, their editor, their order. */
export function AdminMembershipsPage() {
  usePageTitle('Memberships');
  const memberships = useMembershipProducts();
  const save = useSaveMembershipProduct();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<AdminMembership | null>(null);
  const [entitling, setEntitling] = useState<AdminMembership | null>(null);
  const isForbidden = memberships.error instanceof ApiError && memberships.error.status === 403;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-navy-950">Memberships</h1>
          <p className="mt-1 text-navy-800">
            The passes the shop sells, their prices, family members and add-ons, and what each
            includes at the venue.
          </p>
        </div>
        {isForbidden ? null : (
          <Button onPress={() => setEditing({ membership: null })}>New membership</Button>
        )}
      </div>
      {memberships.isPending ? (
        <div role="status" aria-label="Loading memberships" className="space-y-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12 w-full" />
          ))}
        </div>
      ) : memberships.isError ? (
        <Alert
          tone="error"
          role="alert"
          title={isForbidden ? memberships.error.message : 'The memberships could not be loaded.'}
        >
          {isForbidden ? (
            'Memberships are managed by admins and managers.'
          ) : (
            <RetryButton
              isRetrying={memberships.isFetching}
              onRetry={() => void memberships.refetch()}
            />
          )}
        </Alert>
      ) : memberships.data.length === 0 ? (
        <EmptyState title="No memberships yet." />
      ) : (
        <MembershipProductsTable
          memberships={memberships.data}
          onEdit={(membership) => setEditing({ membership })}
          onEditEntitlements={setEntitling}
          onToggleSale={(membership) => {
            save.reset();
            setToggling(membership);
          }}
        />
      )}
      {isForbidden ? null : <OnSaleQueueSection scope={MEMBERSHIPS_SCOPE} />}
      <ModalDialog
        isOpen={editing !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setEditing(null))}
        title={editing?.membership ? `Edit ${editing.membership.displayName}` : 'New membership'}
        subtitle="The shop shows changes at once."
        size="lg"
      >
        <ModalDialogBody>
          {editing ? (
            <MembershipForm
              membership={editing.membership}
              submitLabel={editing.membership ? 'Save membership' : 'Create membership'}
              onCancel={() => setEditing(null)}
              onSubmit={async (body) => {
                const saved = await save.mutateAsync({ id: editing.membership?.id ?? null, body });
                setEditing(null);
                showSaved(`${saved.displayName} is saved.`);
              }}
            />
          ) : null}
        </ModalDialogBody>
      </ModalDialog>
      <MembershipEntitlementsDialog membership={entitling} onClose={() => setEntitling(null)} />
      <MembershipSaleDialog membership={toggling} save={save} onClose={() => setToggling(null)} />
    </div>
  );
}

export default AdminMembershipsPage;

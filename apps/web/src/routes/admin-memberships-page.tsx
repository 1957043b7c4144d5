import type { AdminMembership } from '@shop/core/membership-admin-api';
import { useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ModalDialog, ModalDialogBody } from '../components/ui/modal-dialog.tsx';
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
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { showSaved } from '../features/admin-shared/components/admin-toasts.tsx';
import { QueryStates } from '../features/admin-shared/components/query-states.tsx';
import { isForbidden } from '../features/admin-shared/lib/error-messages.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

type Editing = { membership: AdminMembership | null } | null;

/** `/admin/memberships` (admins and managers): the products on sale, their editor, their order. */
export default function AdminMembershipsPage() {
  usePageTitle('Memberships');
  const memberships = useMembershipProducts();
  const save = useSaveMembershipProduct();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<AdminMembership | null>(null);
  const [entitling, setEntitling] = useState<AdminMembership | null>(null);
  const canManage = !isForbidden(memberships.error);

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Memberships"
        description="The passes the shop sells, their prices, family members and add-ons, and what each includes at the venue."
        action={
          canManage ? (
            <Button onPress={() => setEditing({ membership: null })}>New membership</Button>
          ) : null
        }
      />
      <QueryStates
        query={memberships}
        loadingLabel="Loading memberships"
        failedTitle="The memberships could not be loaded."
        forbidden={{ hint: 'Memberships are managed by admins and managers.' }}
        empty={<EmptyState title="No memberships yet." />}
      >
        {(data) => (
          <MembershipProductsTable
            memberships={data}
            onEdit={(membership) => setEditing({ membership })}
            onEditEntitlements={setEntitling}
            onToggleSale={(membership) => {
              save.reset();
              setToggling(membership);
            }}
          />
        )}
      </QueryStates>
      {canManage ? <OnSaleQueueSection scope={MEMBERSHIPS_SCOPE} /> : null}
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

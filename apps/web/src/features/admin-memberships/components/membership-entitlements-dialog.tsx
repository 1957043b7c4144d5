import type { AdminMembership } from '@shop/core/membership-admin-api';
import { ModalDialog, ModalDialogBody } from '../../../components/ui/modal-dialog.tsx';
import { LoadingShapes } from '../../../components/ui/skeleton.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { QueryFailure, rowsOf } from '../../admin-shared/components/query-states.tsx';
import {
  useEntitlementOptions,
  useMembershipEntitlements,
  useSaveMembershipEntitlements,
} from '../api/membership-entitlements.ts';
import { MembershipEntitlementsForm } from './membership-entitlements-form.tsx';

/** The entitlements form once the product's entitlements and the choices are loaded. */
function EntitlementsEditor({
  membership,
  onClose,
}: {
  membership: AdminMembership;
  onClose: () => void;
}) {
  const entitlements = useMembershipEntitlements(membership.id);
  const options = useEntitlementOptions();
  const save = useSaveMembershipEntitlements(membership.id);
  const failed = entitlements.error ?? options.error;

  if (failed)
    return (
      <QueryFailure
        query={{
          error: failed,
          isFetching: entitlements.isFetching || options.isFetching,
          refetch: () => Promise.all([entitlements.refetch(), options.refetch()]),
        }}
        title="The entitlements could not be loaded."
      />
    );
  if (!entitlements.data || !options.data)
    return (
      <LoadingShapes
        label="Loading entitlements"
        shapes={rowsOf(3, 'h-10 w-full')}
        className="space-y-2"
      />
    );
  return (
    <MembershipEntitlementsForm
      entitlements={entitlements.data}
      options={options.data}
      onCancel={onClose}
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        onClose();
        showSaved(`${membership.displayName}’s entitlements are saved.`);
      }}
    />
  );
}

/** A product's entitlements in a dialog: what its passes include, member prices, guest passes. */
export function MembershipEntitlementsDialog({
  membership,
  onClose,
}: {
  membership: AdminMembership | null;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      isOpen={membership !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={`Entitlements of ${membership?.displayName ?? ''}`}
      subtitle="Every pass of this membership has them at once, those already sold too."
      size="lg"
    >
      <ModalDialogBody>
        {membership ? <EntitlementsEditor membership={membership} onClose={onClose} /> : null}
      </ModalDialogBody>
    </ModalDialog>
  );
}

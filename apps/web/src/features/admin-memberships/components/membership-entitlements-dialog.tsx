import type { AdminMembership } from '@shop/core/membership-admin-api';
import { Alert } from '../../../components/ui/alert.tsx';
import { ModalDialog, ModalDialogBody } from '../../../components/ui/modal-dialog.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { loadErrorTitle } from '../../admin-shared/lib/error-messages.ts';
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
      <Alert
        tone="error"
        role="alert"
        title={loadErrorTitle(failed, 'The entitlements could not be loaded.')}
      >
        <RetryButton
          isRetrying={entitlements.isFetching || options.isFetching}
          onRetry={() => {
            void entitlements.refetch();
            void options.refetch();
          }}
        />
      </Alert>
    );
  if (!entitlements.data || !options.data)
    return (
      <div role="status" aria-label="Loading entitlements" className="space-y-2">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-10 w-full" />
        ))}
      </div>
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

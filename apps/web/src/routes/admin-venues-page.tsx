import type { AdminVenue } from '@shop/core/admin-catalogue-api';
import { useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ModalDialog, ModalDialogBody } from '../components/ui/modal-dialog.tsx';
import { RetryButton } from '../components/ui/retry-button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useAdminVenues } from '../features/admin-catalogue/api/catalogue.ts';
import { VenueForm } from '../features/admin-catalogue/components/venue-form.tsx';
import { VenueTable } from '../features/admin-catalogue/components/venue-table.tsx';
import { showSaved } from '../features/admin-shared/components/admin-toasts.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ApiError } from '../lib/api-client.ts';

/** `/admin/venues` (admins, managers): the venues, a new one, and changes to each. */
export function AdminVenuesPage() {
  usePageTitle('Venues');
  const venues = useAdminVenues();
  const [editing, setEditing] = useState<AdminVenue | 'new' | null>(null);
  const isForbidden = venues.error instanceof ApiError && venues.error.status === 403;
  const current = editing === 'new' ? null : editing;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-navy-950">Venues</h1>
          <p className="mt-1 text-navy-800">Where activities happen, in the shop’s tab order.</p>
        </div>
        {isForbidden ? null : <Button onPress={() => setEditing('new')}>New venue</Button>}
      </div>
      {venues.isPending ? (
        <div role="status" aria-label="Loading venues" className="space-y-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12 w-full" />
          ))}
        </div>
      ) : venues.isError ? (
        <Alert
          tone="error"
          role="alert"
          title={isForbidden ? venues.error.message : 'The venues could not be loaded.'}
        >
          {isForbidden ? (
            'The catalogue is managed by admins and managers.'
          ) : (
            <RetryButton isRetrying={venues.isFetching} onRetry={() => void venues.refetch()} />
          )}
        </Alert>
      ) : venues.data.length === 0 ? (
        <EmptyState title="No venues yet.">
          Create the first venue to add activities to it.
        </EmptyState>
      ) : (
        <VenueTable venues={venues.data} onEdit={setEditing} />
      )}
      <ModalDialog
        isOpen={editing !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setEditing(null))}
        title={current ? `Edit ${current.displayName}` : 'New venue'}
        subtitle="Changes show in the shop within a few seconds."
        size="lg"
      >
        <ModalDialogBody>
          <VenueForm
            key={current?.id ?? 'new'}
            venue={current}
            onCancel={() => setEditing(null)}
            onSaved={(venue) => {
              setEditing(null);
              showSaved(`${venue.displayName} is saved.`);
            }}
          />
        </ModalDialogBody>
      </ModalDialog>
    </div>
  );
}

export default AdminVenuesPage;

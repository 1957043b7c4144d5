import type { AdminVenue } from '@shop/core/admin-catalogue-api';
import { useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ModalDialog, ModalDialogBody } from '../components/ui/modal-dialog.tsx';
import { useAdminVenues } from '../features/admin-catalogue/api/catalogue.ts';
import { VenueForm } from '../features/admin-catalogue/components/venue-form.tsx';
import { VenueTable } from '../features/admin-catalogue/components/venue-table.tsx';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { showSaved } from '../features/admin-shared/components/admin-toasts.tsx';
import { QueryStates } from '../features/admin-shared/components/query-states.tsx';
import { isForbidden } from '../features/admin-shared/lib/error-messages.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** `/admin/venues` (admins, managers): the venues, a new one, and changes to each. */
export default function AdminVenuesPage() {
  usePageTitle('Venues');
  const venues = useAdminVenues();
  const [editing, setEditing] = useState<AdminVenue | 'new' | null>(null);
  const current = editing === 'new' ? null : editing;

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Venues"
        description="Where activities happen, in the shop’s tab order."
        action={
          isForbidden(venues.error) ? null : (
            <Button onPress={() => setEditing('new')}>New venue</Button>
          )
        }
      />
      <QueryStates
        query={venues}
        loadingLabel="Loading venues"
        failedTitle="The venues could not be loaded."
        forbidden={{ hint: 'The catalogue is managed by admins and managers.' }}
        empty={
          <EmptyState title="No venues yet.">
            Create the first venue to add activities to it.
          </EmptyState>
        }
      >
        {(data) => <VenueTable venues={data} onEdit={setEditing} />}
      </QueryStates>
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

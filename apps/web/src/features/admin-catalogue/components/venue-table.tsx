import type { AdminVenue } from '@shop/core/admin-catalogue-api';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  AdminDataTable,
  createAdminColumnHelper,
} from '../../admin-shared/components/admin-data-table.tsx';

const helper = createAdminColumnHelper<AdminVenue>();

/** The venues: sorted by a header's button, filtered by name, slug or city. */
export function VenueTable({
  venues,
  onEdit,
}: {
  venues: AdminVenue[];
  onEdit: (venue: AdminVenue) => void;
}) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('position', {
          header: 'Position',
          sortFn: 'basic',
          enableGlobalFilter: false,
        }),
        helper.accessor('displayName', {
          header: 'Venue',
          sortFn: 'text',
          cell: (info) => <span className="font-semibold text-navy-950">{info.getValue()}</span>,
        }),
        helper.accessor('slug', { header: 'Slug', sortFn: 'text' }),
        helper.accessor((venue) => [venue.city, venue.state].filter(Boolean).join(', '), {
          id: 'place',
          header: 'Place',
          sortFn: 'text',
        }),
        helper.accessor('activityCount', {
          header: 'Activities',
          sortFn: 'basic',
          enableGlobalFilter: false,
        }),
        helper.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          cell: (info) => (
            <div className="flex justify-end">
              <Button variant="secondary" size="sm" onPress={() => onEdit(info.row.original)}>
                Edit<span className="sr-only"> {info.row.original.displayName}</span>
              </Button>
            </div>
          ),
        }),
      ]),
    [onEdit],
  );
  return (
    <AdminDataTable
      caption="Venues"
      data={venues}
      columns={columns}
      initialSorting={[{ id: 'position', desc: false }]}
      filter={{ description: 'By name, slug or place.' }}
      emptyMessage={(filter) => <>No venue matches &lsquo;{filter}&rsquo;.</>}
    />
  );
}

import type { AdminActivitySummary } from '@shop/core/admin-catalogue-api';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { adminActivityPath } from '../../admin-shared/admin-paths.ts';
import {
  AdminDataTable,
  createAdminColumnHelper,
} from '../../admin-shared/components/admin-data-table.tsx';

export const ACTIVITY_PAGE_SIZE = 10;

const helper = createAdminColumnHelper<AdminActivitySummary>();

/** Published, draft or archived: what a visitor can see of the activity. */
export function activityStatus(activity: Pick<AdminActivitySummary, 'published' | 'archived'>) {
  if (activity.archived) return 'Archived';
  return activity.published ? 'Published' : 'Draft';
}

const columns = helper.columns([
  helper.accessor('displayName', {
    header: 'Activity',
    sortFn: 'text',
    cell: (info) => (
      <Link
        to={adminActivityPath(info.row.original.id)}
        className="font-semibold text-glacier-800 underline decoration-glacier-700/30 underline-offset-4 hover:decoration-glacier-700"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  helper.accessor('venueName', { header: 'Venue', sortFn: 'text', filterFn: 'equalsString' }),
  helper.accessor((activity) => (activity.timed ? 'Timed' : 'Untimed'), {
    id: 'kind',
    header: 'Kind',
    sortFn: 'text',
  }),
  helper.accessor((activity) => activityStatus(activity), {
    id: 'status',
    header: 'Status',
    sortFn: 'text',
    filterFn: 'equalsString',
    cell: (info) => (
      <Badge tone={info.getValue() === 'Published' ? 'info' : 'neutral'}>{info.getValue()}</Badge>
    ),
  }),
  helper.accessor('ticketCount', { header: 'Tickets', sortFn: 'basic', enableGlobalFilter: false }),
  helper.accessor('position', { header: 'Position', sortFn: 'basic', enableGlobalFilter: false }),
]);

const any = { id: '', label: 'Any' };

/** The activities: sorted by a header, filtered by venue, status or words, ten to a page. */
export function ActivityTable({ activities }: { activities: AdminActivitySummary[] }) {
  const [venue, setVenue] = useState('');
  const [status, setStatus] = useState('');
  const venueOptions = [
    any,
    ...[...new Set(activities.map((activity) => activity.venueName))]
      .sort()
      .map((name) => ({ id: name, label: name })),
  ];
  const statusOptions = [
    any,
    ...['Published', 'Draft', 'Archived'].map((id) => ({ id, label: id })),
  ];

  return (
    <AdminDataTable
      caption="Activities"
      data={activities}
      columns={columns}
      initialSorting={[{ id: 'venueName', desc: false }]}
      filter={{ description: 'By name, venue or kind.' }}
      columnFilters={[
        ...(venue ? [{ id: 'venueName', value: venue }] : []),
        ...(status ? [{ id: 'status', value: status }] : []),
      ]}
      toolbar={
        <>
          <SelectField
            label="Venue"
            placeholder="Any"
            options={venueOptions}
            value={venue}
            onChange={setVenue}
          />
          <SelectField
            label="Status"
            placeholder="Any"
            options={statusOptions}
            value={status}
            onChange={setStatus}
          />
        </>
      }
      pager={{ label: 'Pages of activities', pageSize: ACTIVITY_PAGE_SIZE }}
      emptyMessage={() => 'No activity matches these filters.'}
    />
  );
}

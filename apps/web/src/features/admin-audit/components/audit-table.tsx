import { auditActionLabel } from '@shop/core/audit-actions';
import { SHOP_TIME_ZONE } from '@shop/core/shop-time';
import type { AuditEntry } from '@shop/core/staff-api';
import {
  AdminDataTable,
  createAdminColumnHelper,
} from '../../admin-shared/components/admin-data-table.tsx';
import { AuditChange } from './audit-change.tsx';

/** What an entry is about when its entity has no name any more (deleted): 'Session #12'. */
const entityNames: Record<string, string> = {
  staff: 'Staff account',
  member: 'Member',
  order: 'Order',
  session: 'Session',
  activity: 'Activity',
  ticket: 'Ticket type',
  venue: 'Venue',
  coupon: 'Coupon',
  membership: 'Membership',
  admission: 'Check-in',
  image: 'Image',
};

export function subjectOf(entry: Pick<AuditEntry, 'subject' | 'entity' | 'entityId'>): string {
  if (entry.subject) return entry.subject;
  const name = entityNames[entry.entity] ?? entry.entity;
  return entry.entityId === null ? `${name}s` : `${name} #${entry.entityId}`;
}

const helper = createAdminColumnHelper<AuditEntry>();
/** Denver, as every other back-office page (decision 085). */
const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: SHOP_TIME_ZONE,
});
const columns = helper.columns([
  helper.accessor('createdAt', {
    header: 'When (Denver)',
    cell: (info) => {
      // The date and the time each kept whole, so a phone's narrow column breaks between them.
      const text = when.format(new Date(info.getValue()));
      const cut = text.lastIndexOf(', ') + 1;
      return (
        <time dateTime={info.getValue()}>
          <span className="inline-block whitespace-nowrap">{text.slice(0, cut)}</span>{' '}
          <span className="inline-block whitespace-nowrap">{text.slice(cut + 1)}</span>
        </time>
      );
    },
  }),
  helper.accessor('staffName', {
    header: 'Who',
    cell: (info) => {
      const { staffEmail, action } = info.row.original;
      const name = info.getValue();
      if (name === null)
        return (
          <span className="text-slate-600">
            {action === 'staff.log-in-failed' ? 'Not logged in' : 'Command line'}
          </span>
        );
      return (
        <>
          <span className="block font-medium text-navy-950">{name}</span>
          <span className="block break-all text-xs text-slate-600">{staffEmail}</span>
        </>
      );
    },
  }),
  helper.accessor('action', {
    header: 'Action',
    cell: (info) => (
      <span className="font-semibold text-navy-950">{auditActionLabel(info.getValue())}</span>
    ),
  }),
  helper.accessor((entry) => subjectOf(entry), {
    id: 'subject',
    header: 'On',
    cell: (info) => <span>{info.getValue()}</span>,
  }),
  helper.display({
    id: 'change',
    header: 'Change',
    cell: (info) => (
      <AuditChange
        action={info.row.original.action}
        before={info.row.original.before}
        after={info.row.original.after}
      />
    ),
  }),
]);

/** One page of the audit log, newest first (the server orders and pages it). */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AdminDataTable
      caption="Audit log entries, newest first, times in Denver"
      data={entries}
      columns={columns}
      cellAlign="top"
    />
  );
}

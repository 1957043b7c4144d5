import type { AuditEntry } from '@shop/core/staff-api';
import { AdminDataTable, createAdminColumnHelper } from './admin-data-table.tsx';
import { AuditChange } from './audit-change.tsx';

export const auditActionLabels: Record<string, string> = {
  'staff.create': 'Staff account created',
  'staff.change': 'Staff account changed',
  'staff.enable-two-factor': 'Two-factor turned on',
  'staff.use-recovery-code': 'Recovery code used',
  'staff.renew-recovery-codes': 'Recovery codes renewed',
  'staff.invite': 'Staff member invited',
  'staff.set-password': 'Password set through a link',
  'staff.change-password': 'Password changed',
  'staff.reset-password': 'Password reset',
  'staff.reset-two-factor': 'Two-factor reset',
  'coupon.create': 'Coupon created',
  'coupon.change': 'Coupon changed',
  'membership.create': 'Membership created',
  'membership.change': 'Membership changed',
  'admission.create': 'Ticket checked in',
  'admission.undo': 'Check-in undone',
  'order.refund': 'Order refunded',
  'order.resend-confirmation': 'Confirmation resent',
  'order.add-note': 'Order note added',
  'venue.create': 'Venue created',
  'venue.change': 'Venue changed',
  'activity.create': 'Activity created',
  'activity.change': 'Activity changed',
  'activity.publish': 'Activity published',
  'activity.draft': 'Activity made a draft',
  'ticket.create': 'Ticket type created',
  'ticket.change': 'Ticket type changed',
  'image.upload': 'Image uploaded',
  'session.create': 'Session created',
  'session.change': 'Session changed',
  'session.close': 'Session closed',
  'session.reopen': 'Session reopened',
  'session.delete': 'Session deleted',
};

const helper = createAdminColumnHelper<AuditEntry>();
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const columns = helper.columns([
  helper.accessor('createdAt', {
    header: 'When',
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {when.format(new Date(info.getValue()))}
      </time>
    ),
  }),
  helper.accessor('staffEmail', {
    header: 'Who',
    cell: (info) => info.getValue() ?? <span className="text-slate-600">Command line</span>,
  }),
  helper.accessor('action', {
    header: 'Action',
    cell: (info) => (
      <>
        <span className="block font-semibold text-navy-950">
          {auditActionLabels[info.getValue()] ?? info.getValue()}
        </span>
        <span className="font-mono text-xs text-slate-600">{info.getValue()}</span>
      </>
    ),
  }),
  helper.accessor((entry) => `${entry.entity} #${entry.entityId ?? '—'}`, {
    id: 'entity',
    header: 'Entity',
    cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
  }),
  helper.display({
    id: 'change',
    header: 'Change',
    cell: (info) => (
      <AuditChange before={info.row.original.before} after={info.row.original.after} />
    ),
  }),
]);

/** One page of the audit log, newest first (the server orders and pages it). */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AdminDataTable
      caption="Audit log entries, newest first"
      data={entries}
      columns={columns}
      cellAlign="top"
    />
  );
}

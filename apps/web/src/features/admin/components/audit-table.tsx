import type { AuditEntry } from '@shop/core/staff-api';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { AuditChange } from './audit-change.tsx';

export const auditActionLabels: Record<string, string> = {
  'staff.create': 'Staff account created',
  'staff.change': 'Staff account changed',
  'staff.enable-two-factor': 'Two-factor turned on',
  'staff.use-recovery-code': 'Recovery code used',
};

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AuditEntry>();
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
  const table = useTable({ features, columns, data: entries });
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead className="border-b border-navy-900/10 bg-glacier-50 text-navy-900">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3 font-semibold">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-navy-900/10 text-navy-800">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-4 py-3 align-top">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

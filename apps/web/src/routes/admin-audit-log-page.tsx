import { useState } from 'react';
import { auditActionLabels, isAuditAction } from '@shop/core/audit-actions';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { SelectField } from '../components/ui/select-field.tsx';
import {
  AUDIT_PAGE_SIZE,
  useAuditLog,
  type AuditFilters,
} from '../features/admin-audit/api/audit-log.ts';
import { AuditTable } from '../features/admin-audit/components/audit-table.tsx';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { ListPager } from '../features/admin-shared/components/list-pager.tsx';
import { QueryStates, rowsOf } from '../features/admin-shared/components/query-states.tsx';
import { useStaffList } from '../features/admin-staff/api/staff-accounts.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

const all = { id: 'all', label: 'All' };
const entityOptions = [
  all,
  { id: 'staff', label: 'Staff accounts' },
  { id: 'order', label: 'Orders' },
  { id: 'member', label: 'Members' },
  { id: 'coupon', label: 'Coupons' },
  { id: 'membership', label: 'Memberships' },
  { id: 'venue', label: 'Venues' },
  { id: 'activity', label: 'Activities' },
  { id: 'ticket', label: 'Ticket types' },
  { id: 'image', label: 'Images' },
  { id: 'session', label: 'Sessions' },
];
const actionOptions = [
  all,
  ...Object.entries(auditActionLabels).map(([id, label]) => ({ id, label })),
];
const fromOption = (id: string) => (id === 'all' ? '' : id);
const toAction = (id: string) => (isAuditAction(id) ? id : '');

/** `/admin/audit-log` (admins): every change made in the back office, a page at a time. */
export default function AdminAuditLogPage() {
  usePageTitle('Audit Log');
  const [filters, setFilters] = useState<AuditFilters>({
    page: 1,
    entity: '',
    action: '',
    staffId: '',
  });
  const log = useAuditLog(filters);
  const staff = useStaffList();
  const staffOptions = [
    all,
    ...(staff.data ?? []).map((member) => ({
      id: String(member.id),
      label: `${member.name} (${member.email})`,
    })),
  ];
  const total = log.data?.meta.total ?? 0;

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Audit log"
        description="Every change made in the back office, and every log-in, newest first. Times are Denver time (America/Denver), as on every other page."
      />
      <div className="grid max-w-4xl grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField
          label="Staff member"
          placeholder="All"
          options={staffOptions}
          value={filters.staffId || 'all'}
          onChange={(id) => setFilters((c) => ({ ...c, page: 1, staffId: fromOption(id) }))}
        />
        <SelectField
          label="Entity"
          placeholder="All"
          options={entityOptions}
          value={filters.entity || 'all'}
          onChange={(id) => setFilters((c) => ({ ...c, page: 1, entity: fromOption(id) }))}
        />
        <SelectField
          label="Action"
          placeholder="All"
          options={actionOptions}
          value={filters.action || 'all'}
          onChange={(id) => setFilters((c) => ({ ...c, page: 1, action: toAction(id) }))}
        />
      </div>
      <QueryStates
        query={log}
        loadingLabel="Loading the audit log"
        shapes={rowsOf(4, 'h-14 w-full')}
        failedTitle="The audit log could not be loaded."
        forbidden={{ canRetry: true }}
        isEmpty={() => total === 0}
        empty={<EmptyState title="No changes match these filters." />}
      >
        {(data) => (
          <>
            <AuditTable entries={data.data} />
            <ListPager
              label="Audit log pages"
              page={filters.page}
              pageSize={AUDIT_PAGE_SIZE}
              total={total}
              isFetching={log.isFetching}
              onPage={(page) => setFilters((current) => ({ ...current, page }))}
            />
          </>
        )}
      </QueryStates>
    </div>
  );
}

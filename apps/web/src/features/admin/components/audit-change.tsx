import { staffRoles, type StaffRole } from '@shop/core/staff-api';
import { roleNames } from '../role-names.ts';

/** Labels and values of an audit entry's before and after, in words. */
const fieldLabels: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  role: 'Role',
  active: 'Active',
  twoFactorEnabled: 'Two-factor',
};

const isRole = (value: unknown): value is StaffRole => staffRoles.some((role) => role === value);

function show(value: unknown): string {
  if (isRole(value)) return roleNames[value];
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

const hidden = new Set(['id', 'createdAt']);

/**
 * What an entry changed: the fields that differ, 'before → after'; a creation lists what was
 * made. Ids and timestamps are left out (the row has them).
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const old = asRecord(before);
  const now = asRecord(after);
  const isCreation = before === null || before === undefined;
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (key) => !hidden.has(key) && (isCreation || show(old[key]) !== show(now[key])),
  );
  if (keys.length === 0) return <span className="text-slate-600">No field changed</span>;

  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      {keys.map((key) => (
        <div key={key} className="contents">
          <dt className="font-medium text-navy-900">{fieldLabels[key] ?? key}</dt>
          <dd className="break-all">
            {isCreation ? (
              show(now[key])
            ) : (
              <>
                <del className="text-slate-600">{show(old[key])}</del>
                <span aria-hidden> → </span>
                <span className="sr-only"> changed to </span>
                <ins className="font-semibold text-navy-950 no-underline">{show(now[key])}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { formatUsd } from '@shop/core/money';
import { SHOP_TIME_ZONE } from '@shop/core/shop-time';
import { staffRoles, type StaffRole } from '@shop/core/staff-api';
import { roleNames } from '../../admin-shared/role-names.ts';

/**
 * An audit entry's change as sentences (decision 085): 'Capacity 40 → 36' for a field that
 * changed, 'Capacity 36' for one a creation set, and a sentence of its own for the actions whose
 * before and after are not one entity's fields (a schedule, a bulk change, a log-in).
 */
export interface AuditSentence {
  label: string;
  /** Set for a field that changed: the old value. */
  from?: string;
  to: string;
}

const fieldLabels: Record<string, string> = {
  email: 'E-mail',
  twoFactorEnabled: 'Two-factor',
  cutoffHours: 'Sales close (hours before)',
  closed: 'Closed to sales',
  places: 'Places refunded',
  orders: 'Orders refunded',
  sessions: 'Sessions',
};

/** 'cutoffHours' → 'Cutoff hours'; an amount in cents loses its unit ('amountCents' → 'Amount'). */
function labelOf(key: string): string {
  const known = fieldLabels[key];
  if (known) return known;
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const instant = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const isRole = (value: unknown): value is StaffRole => staffRoles.some((role) => role === value);

/** A value in words: money in dollars, times in Denver, lists of ids counted. */
export function showValue(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return 'none';
  if (typeof value === 'number' && key.endsWith('Cents')) return formatUsd(value);
  if (isRole(value)) return roleNames[value];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value))
    return instant.format(new Date(value));
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value))
    return day.format(new Date(`${value}T00:00:00Z`));
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.length === 0) return 'none';
  // A list in words (a product's included activities) is read out; a list of ids is counted.
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.join('; ');
  if (Array.isArray(value)) return String(value.length);
  return 'changed';
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Ids and timestamps are the row's own; the ids of a bulk change are named by their dates. */
const hidden = new Set(['id', 'createdAt', 'updatedAt', 'sessionIds', 'activityId', 'staffId']);

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The actions whose after is a summary, not an entity: one sentence each. */
function summaryOf(action: string, after: Record<string, unknown>): AuditSentence[] | null {
  const sessions = typeof after.sessions === 'number' ? after.sessions : 0;
  const dates = Array.isArray(after.dates) ? after.dates.join('; ') : '';
  switch (action) {
    case 'session.create-schedule':
      return [
        {
          label: 'Sessions created',
          to: `${sessions}, ${showValue('firstDate', after.firstDate)} to ${showValue('lastDate', after.lastDate)}`,
        },
        { label: 'Capacity', to: showValue('capacity', after.capacity) },
        ...(after.skipped ? [{ label: 'Skipped (already there)', to: String(after.skipped) }] : []),
      ];
    case 'session.bulk-close':
    case 'session.bulk-reopen':
      return [{ label: plural(sessions, 'session'), to: dates }];
    case 'session.bulk-set-capacity':
      return [
        { label: 'Capacity', to: showValue('capacity', after.capacity) },
        { label: plural(sessions, 'session'), to: dates },
      ];
    case 'staff.log-in-failed':
      return [{ label: 'E-mail tried', to: showValue('email', after.email) }];
    case 'staff.log-in':
      return [];
    case 'staff.log-out':
      return after.sessions ? [{ label: 'Logged out on', to: 'every device' }] : [];
    default:
      return null;
  }
}

/** The sentences of an entry: the fields that differ, or what a creation set. */
export function describeChange(action: string, before: unknown, after: unknown): AuditSentence[] {
  const now = asRecord(after);
  const summary = summaryOf(action, now);
  if (summary) return summary;
  const old = asRecord(before);
  const isCreation = before === null || before === undefined;
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (key) =>
      !hidden.has(key) && (isCreation || showValue(key, old[key]) !== showValue(key, now[key])),
  );
  return keys.map((key) =>
    isCreation
      ? { label: labelOf(key), to: showValue(key, now[key]) }
      : { label: labelOf(key), from: showValue(key, old[key]), to: showValue(key, now[key]) },
  );
}

export function AuditChange({
  action,
  before,
  after,
}: {
  action: string;
  before: unknown;
  after: unknown;
}) {
  const sentences = describeChange(action, before, after);
  // A log-in or log-out changes nothing: its row says all there is.
  if (sentences.length === 0)
    return action.startsWith('staff.log-') ? null : (
      <span className="text-slate-600">Nothing changed</span>
    );
  return (
    <ul className="space-y-0.5">
      {sentences.map((sentence) => (
        <li key={sentence.label} className="break-words">
          <span className="font-medium text-navy-900">{sentence.label}</span>{' '}
          {sentence.from === undefined ? (
            sentence.to
          ) : (
            <>
              <del className="text-slate-600">{sentence.from}</del>
              <span aria-hidden> → </span>
              <span className="sr-only"> changed to </span>
              <ins className="font-semibold text-navy-950 no-underline">{sentence.to}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Log-ins, failed log-ins and log-outs of the back office in the audit log (decision 085). A
 * failed log-in keeps the e-mail tried and the account it names, if any, never the password; it
 * has no author (nobody was logged in), so `staffId` is null and the account is its entity.
 */
import type { Writer } from '../../db/transaction.ts';
import { recordAudit } from './record-audit.ts';

export interface StaffAccessEvent {
  action: 'staff.log-in' | 'staff.log-in-failed' | 'staff.log-out';
  /** The account logged in or out, or the one a failed log-in named (null if none). */
  accountId: number | null;
  /** The e-mail typed, for a failed log-in. */
  email?: string;
  /** 'everywhere' for a log-out that ended every session of the account. */
  scope?: 'everywhere';
  at: Date;
}

export async function recordStaffAccess(db: Writer, event: StaffAccessEvent): Promise<void> {
  const isFailure = event.action === 'staff.log-in-failed';
  await recordAudit(db, {
    staffId: isFailure ? null : event.accountId,
    action: event.action,
    entity: 'staff',
    entityId: event.accountId,
    before: null,
    after: isFailure
      ? { email: event.email ?? null }
      : event.scope
        ? { sessions: 'All devices' }
        : null,
    at: event.at,
  });
}

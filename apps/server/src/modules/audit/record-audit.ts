/**
 * The audit log (issue 14): every change staff make, who made it, when, what, and the entity
 * before and after. Written through the change's own transaction, so a change and its record
 * commit or roll back together.
 */
import type { AuditAction } from '@shop/core/audit-actions';
import { auditLog } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';

export interface AuditRecord {
  /** Null for a change made from the command line. */
  staffId: number | null;
  /** What was done, as 'staff.create': only actions with a label (decision 085). */
  action: AuditAction;
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
  at: Date;
}

export async function recordAudit(tx: Writer, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: record.staffId,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === null ? null : String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: record.at,
  });
}

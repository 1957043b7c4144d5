/** The audit log for admins: newest first, paged, filtered by who, what entity and what action. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditLogQuery } from '@shop/core/staff-api';
import type { Database } from '../../db/database.ts';
import { auditLog, staff } from '../../db/schema.ts';

export async function listAuditLog(
  db: Database,
  query: AuditLogQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.staffId !== undefined) conditions.push(eq(auditLog.staffId, query.staffId));
  if (query.entity !== undefined) conditions.push(eq(auditLog.entity, query.entity));
  if (query.action !== undefined) conditions.push(eq(auditLog.action, query.action));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      staffId: auditLog.staffId,
      staffEmail: staff.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: Number(total?.n ?? 0),
  };
}

/**
 * The audit log for admins: newest first, paged, filtered by who, what entity and what action.
 * Each entry names its author and what it changed in words (decision 085): an order by its
 * receipt number, a person by name, a session by its activity and Denver time.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/core/shop-time';
import type { AuditEntry, AuditLogQuery } from '@shop/core/staff-api';
import type { Database } from '../../db/database.ts';
import { auditLog, staff } from '../../db/schema.ts';

/** The entity's name in words, read when the log is; null once the entity is gone. */
const subject = sql<string | null>`case ${auditLog.entity}
  when 'order' then (select 'Order #' || o.receipt from orders o
    where o.id::text = ${auditLog.entityId})
  when 'staff' then (select s.name from staff s where s.id::text = ${auditLog.entityId})
  when 'member' then (select m.first_name || ' ' || m.last_name from members m
    where m.id::text = ${auditLog.entityId})
  when 'activity' then (select a.display_name from activities a
    where a.id::text = ${auditLog.entityId})
  when 'ticket' then (select t.display_name from tickets t where t.id::text = ${auditLog.entityId})
  when 'venue' then (select v.name from venues v where v.id::text = ${auditLog.entityId})
  when 'coupon' then (select c.code from coupons c where c.id::text = ${auditLog.entityId})
  when 'membership' then (select m.display_name from memberships m
    where m.id::text = ${auditLog.entityId})
  when 'session' then (select a.display_name || ', ' ||
      to_char(t.starts_at at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)},
        'Dy, Mon FMDD YYYY, FMHH12:MI AM')
    from activity_times t join activities a on a.id = t.activity_id
    where t.id::text = ${auditLog.entityId})
  end`;

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
      staffName: staff.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      subject,
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

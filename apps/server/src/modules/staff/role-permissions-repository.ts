/**
 * Role permissions (decision 081) read and written. A role without its row has the defaults,
 * and an admin always has everything whatever a row says: an admin cannot be locked out.
 */
import { eq } from 'drizzle-orm';
import { defaultRolePermissions, type RolePermissionsEntry } from '@shop/core/role-permissions-api';
import { everyPermission, type StaffPermissions } from '@shop/core/staff-permissions';
import { staffRoles, type StaffRole } from '@shop/core/staff-api';
import type { Database } from '../../db/database.ts';
import { rolePermissions } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';

type RolePermissionsRow = typeof rolePermissions.$inferSelect;

const toPermissions = (row: RolePermissionsRow): StaffPermissions => ({
  sell: row.canSell,
  refund: row.refund,
  refundLimitCents: row.refund === 'up-to' ? row.refundLimitCents : null,
  cancelSessions: row.canCancelSessions,
});

function permissionsOf(role: StaffRole, rows: RolePermissionsRow[]): StaffPermissions {
  if (role === 'admin') return everyPermission;
  const row = rows.find((candidate) => candidate.role === role);
  return row ? toPermissions(row) : defaultRolePermissions[role];
}

/** What one role may do: one short read per back-office request, by primary key. */
export async function findRolePermissions(
  db: Writer | Database,
  role: StaffRole,
): Promise<StaffPermissions> {
  if (role === 'admin') return everyPermission;
  const rows = await db.select().from(rolePermissions).where(eq(rolePermissions.role, role));
  return permissionsOf(role, rows);
}

/** Every role's permissions, admin first; `lock` holds the rows until the transaction ends. */
export async function listRolePermissions(
  db: Writer | Database,
  lock = false,
): Promise<RolePermissionsEntry[]> {
  const query = db.select().from(rolePermissions);
  const rows = lock ? await query.for('update') : await query;
  return staffRoles.map((role) => ({ role, ...permissionsOf(role, rows) }));
}

export async function saveRolePermissions(
  tx: Writer,
  entries: RolePermissionsEntry[],
  now: Date,
): Promise<void> {
  for (const entry of entries) {
    const values = {
      canSell: entry.sell,
      refund: entry.refund,
      refundLimitCents: entry.refund === 'up-to' ? entry.refundLimitCents : null,
      canCancelSessions: entry.cancelSessions,
      updatedAt: now,
    };
    await tx
      .insert(rolePermissions)
      .values({ role: entry.role, ...values })
      .onConflictDoUpdate({
        target: rolePermissions.role,
        set: values,
      });
  }
}

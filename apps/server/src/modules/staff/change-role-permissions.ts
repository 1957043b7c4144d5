/**
 * An admin changes what roles may do (decision 081), audited in the same transaction. The
 * rows are locked first, so two admins saving at once each see the other's change in `before`.
 */
import type { z } from 'zod';
import type {
  changeRolePermissionsBodySchema,
  RolePermissionsEntry,
} from '@shop/core/role-permissions-api';
import { recordAudit } from '../audit/index.ts';
import { listRolePermissions, saveRolePermissions } from './role-permissions-repository.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';

export type ChangeRolePermissionsInput = z.output<typeof changeRolePermissionsBodySchema>;

export async function changeRolePermissions(
  options: Pick<StaffServiceOptions, 'db' | 'clock'>,
  actorId: number,
  body: ChangeRolePermissionsInput,
): Promise<RolePermissionsEntry[]> {
  const now = options.clock();
  return options.db.transaction(async (tx) => {
    const before = await listRolePermissions(tx, true);
    await saveRolePermissions(tx, body.roles, now);
    const after = await listRolePermissions(tx);
    const changed = (list: RolePermissionsEntry[]) =>
      list.filter((entry) => body.roles.some((sent) => sent.role === entry.role));
    await recordAudit(tx, {
      staffId: actorId,
      action: 'role-permissions.change',
      entity: 'role-permissions',
      entityId: null,
      before: changed(before),
      after: changed(after),
      at: now,
    });
    return after;
  });
}

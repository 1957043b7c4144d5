/** A new membership product with its add-ons, audited in its transaction; its code must be free. */
import type { AdminMembership, MembershipBody } from '@shop/core/membership-admin-api';
import { recordAudit } from '../audit/index.ts';
import {
  toAddOnColumns,
  toAdminMembership,
  toMembershipColumns,
  toMembershipFields,
} from './membership-admin-mappers.ts';
import type { MembershipsAdminDeps } from './memberships-admin-deps.ts';
import {
  insertMembership,
  readMembershipRecord,
  replaceAddOns,
  type MembershipColumns,
} from './memberships-admin-repository.ts';
import { refusingTakenMembershipCode } from './refusing-taken-membership-code.ts';

export async function createMembershipProduct(
  deps: MembershipsAdminDeps,
  actorId: number,
  body: MembershipBody,
): Promise<AdminMembership> {
  const now = deps.clock();
  return refusingTakenMembershipCode(() =>
    deps.db.transaction(async (tx) => {
      const row = await insertMembership(tx, toMembershipColumns(body) as MembershipColumns);
      await replaceAddOns(tx, row.id, toAddOnColumns(body.addOns));
      const after = await readMembershipRecord(tx, row.id);
      await recordAudit(tx, {
        staffId: actorId,
        action: 'membership.create',
        entity: 'membership',
        entityId: row.id,
        before: null,
        after: toMembershipFields(after),
        at: now,
      });
      return toAdminMembership(after);
    }),
  );
}

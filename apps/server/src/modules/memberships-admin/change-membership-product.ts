/**
 * A membership product changed (or taken off sale) from the back office, audited in its
 * transaction with the product and its add-ons before and after. `addOns`, when sent, is the
 * whole list: an add-on left out goes off sale and keeps its code for the orders that name it.
 */
import {
  membershipAdminTexts as texts,
  type AdminMembership,
  type ChangeMembershipBody,
} from '@shop/core/membership-admin-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  toAddOnColumns,
  toAdminMembership,
  toMembershipColumns,
  toMembershipFields,
} from './membership-admin-mappers.ts';
import type { MembershipsAdminDeps } from './memberships-admin-deps.ts';
import {
  lockMembershipRecord,
  readMembershipRecord,
  replaceAddOns,
  updateMembership,
} from './memberships-admin-repository.ts';
import { refusingTakenMembershipCode } from './refusing-taken-membership-code.ts';

export async function changeMembershipProduct(
  deps: MembershipsAdminDeps,
  actorId: number,
  membershipId: number,
  body: ChangeMembershipBody,
): Promise<AdminMembership> {
  const now = deps.clock();
  return refusingTakenMembershipCode(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockMembershipRecord(tx, membershipId);
      if (!before) throw new AppError('not_found', texts.notFound);
      await updateMembership(tx, membershipId, toMembershipColumns(body));
      if (body.addOns) await replaceAddOns(tx, membershipId, toAddOnColumns(body.addOns));
      const after = await readMembershipRecord(tx, membershipId);
      await recordAudit(tx, {
        staffId: actorId,
        action: 'membership.change',
        entity: 'membership',
        entityId: membershipId,
        before: toMembershipFields(before),
        after: toMembershipFields(after),
        at: now,
      });
      return toAdminMembership(after);
    }),
  );
}

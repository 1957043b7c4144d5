/**
 * A household's pass holders for the account page (issue 31): each member with the card they
 * carry and their passes as they stand today, and the renewal when it is time for one.
 */
import { passStandingOn, renewalStartsOn } from '@shop/core/membership-entitlements';
import {
  isRenewalOpen,
  type HeldPass,
  type MemberPasses,
  type Renewal,
} from '@shop/core/pass-card-api';
import type { Database } from '../../db/database.ts';
import { createMembersRepository } from '../members/index.ts';
import { readPhotoUrls } from './holder-photos-repository.ts';
import { findCardsInUse } from './pass-cards-repository.ts';
import { readMemberPasses, type MemberPass } from './read-member-passes.ts';

const toHeldPass = (pass: MemberPass, today: string): HeldPass => ({
  passId: pass.passId,
  membershipId: pass.membershipId,
  product: pass.product,
  role: pass.role,
  startsOn: pass.startsOn,
  expiresOn: pass.expiresOn,
  status: passStandingOn(pass, today).status,
});

/** The primary member's latest pass that was not revoked, once it is time to renew it. */
function renewalOf(passes: MemberPass[], today: string): Renewal | null {
  const latest = passes.find((pass) => !pass.revoked);
  if (!latest || !isRenewalOpen(latest.expiresOn, today)) return null;
  return {
    membershipId: latest.membershipId,
    product: latest.product,
    expiresOn: latest.expiresOn,
    renewsFrom: renewalStartsOn(latest.expiresOn, today),
    lapsed: latest.expiresOn < today,
  };
}

export async function listHouseholdPasses(
  db: Database,
  householdId: number,
  today: string,
): Promise<MemberPasses> {
  const household = (await createMembersRepository(db).findHouseholdMembers(householdId)).map(
    (member) => ({
      memberId: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      memberCode: member.memberCode,
      isPrimary: member.isPrimary,
    }),
  );
  const ids = household.map((member) => member.memberId);
  const [passes, cards, photos] = await Promise.all([
    readMemberPasses(db, ids),
    findCardsInUse(db, ids),
    readPhotoUrls(db, ids),
  ]);
  const holders = household.map((member) => ({
    ...member,
    cardCode: cards.get(member.memberId)?.code ?? null,
    photoUrl: photos.get(member.memberId) ?? null,
    passes: passes
      .filter((pass) => pass.memberId === member.memberId)
      .map((pass) => toHeldPass(pass, today)),
  }));
  const primary = household.find((member) => member.isPrimary);
  const primaryPasses = passes.filter((pass) => pass.memberId === primary?.memberId);
  return { holders, renewal: renewalOf(primaryPasses, today) };
}

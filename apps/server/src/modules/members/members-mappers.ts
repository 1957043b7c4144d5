/** Member rows to the API's Member and Household shapes (SPEC section 3). */
import type { Household, Member } from '@shop/core/member-api';
import type { PassRow } from './member-accounts-repository.ts';
import type { MemberRow } from './member-rows.ts';

export function toMember(row: MemberRow, passes: PassRow[]): Member {
  const hasAddress = Boolean(row.streetAddress1 || row.city || row.zip);
  return {
    id: row.id,
    memberCode: row.memberCode,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    title: row.title,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    isPrimary: row.isPrimary,
    memberships: passes
      .filter((pass) => pass.memberId === row.id)
      .map(({ memberId: _memberId, ...pass }) => pass),
    membershipTypeId: row.membershipTypeId,
    address: hasAddress
      ? {
          country: row.country ?? '',
          streetAddress1: row.streetAddress1 ?? '',
          city: row.city ?? '',
          state: row.state ?? '',
          zip: row.zip ?? '',
        }
      : null,
  };
}

/** The household of its members' rows (the primary member first) and their passes. */
export function toHousehold(rows: MemberRow[], passes: PassRow[]): Household {
  const primary = rows.find((row) => row.isPrimary);
  if (!primary) throw new Error('A household has no primary member');
  return {
    primaryMemberId: primary.id,
    primaryMember: toMember(primary, passes),
    secondaryMembers: rows.filter((row) => !row.isPrimary).map((row) => toMember(row, passes)),
  };
}

/**
 * The membership order info being filled in (SPEC section 3, 'order info'), kept in storage so
 * the details, add-ons and billing steps, and a reload, all see the same choices. It turns into
 * the API's order info (membership-order-info.ts) only when the server prices it.
 */
import { compareCodeUnits } from '@shop/core/code-unit-order';
import { findCountry, defaultCountry } from '@shop/core/countries';
import { NEW_MEMBER_ID, type Member } from '@shop/core/member-api';
import { z } from 'zod';
import {
  createThrottledWriter,
  readStored,
  removeStored,
  storageKeys,
  writeStored,
} from '../../../lib/storage.ts';

const addressDraftSchema = z.object({
  streetAddress1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

export const primaryMemberDraftSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  phone: z.string(),
  /** Asked of guests only: their account is made with it. */
  email: z.string(),
  address: addressDraftSchema,
});
export type PrimaryMemberDraft = z.infer<typeof primaryMemberDraftSchema>;

/** A pass holder: `holder` is an existing member's id, 'new', or '' before a choice. */
export const passHolderDraftSchema = z.object({
  holder: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
});
export type PassHolderDraft = z.infer<typeof passHolderDraftSchema>;

/** A paid family member: a pass holder of one member add-on. */
export const addOnMemberDraftSchema = passHolderDraftSchema.extend({ centamanId: z.string() });

const membershipDraftSchema = z.object({
  membershipId: z.number().int(),
  /** Whose draft this is: the logged-in primary member, or null for a guest. */
  memberId: z.number().int().nullable(),
  primaryMember: primaryMemberDraftSchema,
  secondaryMembers: z.array(passHolderDraftSchema),
  addOnMembers: z.array(addOnMemberDraftSchema),
  /** Item add-ons (a parking pass) by centamanId. */
  addOnItems: z.record(z.string(), z.number().int().min(0)),
  donationAmount: z.number().min(0),
  coupon: z.string().nullable(),
});
export type MembershipDraft = z.infer<typeof membershipDraftSchema>;

export const emptyPassHolder = (holder: string = NEW_MEMBER_ID): PassHolderDraft => ({
  holder,
  firstName: '',
  lastName: '',
  dateOfBirth: '',
});

/** An existing member as a pass holder, with their own details. */
export const passHolderOf = (member: Member): PassHolderDraft => ({
  holder: String(member.id),
  firstName: member.firstName,
  lastName: member.lastName,
  dateOfBirth: member.dateOfBirth ?? '',
});

/** Pass holders to fill in: chosen from the household when it has members, else new ones. */
export const newPassHolders = (count: number, householdMembers: readonly Member[]) =>
  Array.from({ length: count }, () =>
    emptyPassHolder(householdMembers.length > 0 ? '' : undefined),
  );

export function readMembershipDraft(): MembershipDraft | undefined {
  return readStored(storageKeys.membershipOrder, membershipDraftSchema);
}

const draftWriter = createThrottledWriter(storageKeys.membershipOrder);

/** Stores the draft, at most every 500 ms while the visitor types (SPEC section 9). */
export function saveMembershipDraft(draft: MembershipDraft, { now = false } = {}): void {
  draftWriter.write(draft);
  if (now) draftWriter.flush();
}

/** After the order: the order info, the checkout and its token are spent (SPEC section 4). */
export function clearMembershipOrderDetails(): void {
  draftWriter.flush();
  removeStored(
    storageKeys.membershipOrder,
    storageKeys.membershipCheckout,
    storageKeys.membershipCheckoutToken,
  );
}

/** Remembers the membership chosen, where a later login returns (SPEC section 4). */
export function storeMembershipId(membershipId: number): void {
  writeStored(storageKeys.membershipId, membershipId);
}

function primaryFromMember(member: Member | undefined): PrimaryMemberDraft {
  const address = member?.address;
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    dateOfBirth: member?.dateOfBirth ?? '',
    phone: member?.phone ?? '',
    email: '',
    address: {
      streetAddress1: address?.streetAddress1 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip: address?.zip ?? '',
      country: findCountry(address?.country)?.value ?? defaultCountry.value,
    },
  };
}

/**
 * A renewal's pass holders (issue 31): when the account holder's latest pass of this membership
 * was bought with others of the household, the same members again, as the renewal e-mail and
 * the account's "Renew" promise.
 */
function renewedPassHolders(
  membershipId: number,
  primaryMember: Member | undefined,
  householdMembers: readonly Member[],
): PassHolderDraft[] {
  const latest = (primaryMember?.memberships ?? [])
    .filter((pass) => pass.membershipId === membershipId && pass.role === 'primary')
    .sort((a, b) => compareCodeUnits(b.expiresOn, a.expiresOn))[0];
  if (!latest) return [];
  return householdMembers
    .filter((member) =>
      member.memberships.some(
        (pass) => pass.receipt === latest.receipt && pass.role === 'secondary',
      ),
    )
    .map(passHolderOf);
}

/**
 * The draft to start the details page from: the stored one when it is this visitor's, else the
 * account holder's details, with a renewal's pass holders. Another membership than the draft's
 * resets the secondary and add-on members (SPEC section 4).
 */
export function startMembershipDraft(
  membershipId: number,
  primaryMember: Member | undefined,
  householdMembers: readonly Member[] = [],
  stored: MembershipDraft | undefined = readMembershipDraft(),
): MembershipDraft {
  const memberId = primaryMember?.id ?? null;
  const base: MembershipDraft =
    stored && stored.memberId === memberId
      ? stored
      : {
          membershipId,
          memberId,
          primaryMember: primaryFromMember(primaryMember),
          secondaryMembers: renewedPassHolders(membershipId, primaryMember, householdMembers),
          addOnMembers: [],
          addOnItems: {},
          donationAmount: 0,
          coupon: null,
        };
  return base.membershipId === membershipId ? base : changeMembership(base, membershipId);
}

/** Another membership: the account holder stays, the pass holders and add-ons go. */
export function changeMembership(draft: MembershipDraft, membershipId: number): MembershipDraft {
  return { ...draft, membershipId, secondaryMembers: [], addOnMembers: [], addOnItems: {} };
}

/**
 * A membership draft as the API takes it (SPEC section 7): its order info, with members and their
 * passes, and core's price list of the membership, which prices it in the browser too.
 */
import { NEW_MEMBER_ID } from '@shop/core/member-api';
import type { Membership, MembershipOrderInfo } from '@shop/core/membership-api';
import { countMembershipSelections, type MembershipPriceList } from '@shop/core/membership-pricing';
import { dollarsToCents } from '@shop/core/money';
import type { MembershipDraft, PassHolderDraft } from './membership-draft.ts';

/** Core's price list of a membership as the API shows it (its tax rates are the server's). */
export function toPriceList(membership: Membership): MembershipPriceList {
  return {
    membershipId: membership.id,
    primary: {
      centamanId: membership.primaryOptions.centamanId,
      displayName: membership.primaryOptions.displayName,
      priceCents: dollarsToCents(membership.primaryOptions.price),
      taxRateBps: 0,
    },
    secondary: membership.secondaryOptions,
    addOns: membership.addOns.map((addOn) => ({
      centamanId: addOn.centamanId,
      displayName: addOn.displayName,
      description: addOn.description,
      kind: addOn.kind,
      priceCents: dollarsToCents(addOn.price),
      taxRateBps: 0,
      maxQuantity: addOn.maxQuantity,
    })),
  };
}

/** A pass holder with an existing member's id; a new one is sent without an id (SPEC 4). */
function toPassHolder(member: PassHolderDraft, membershipTypeId: string | null) {
  const id = Number(member.holder);
  return {
    ...(member.holder !== NEW_MEMBER_ID && Number.isInteger(id) && id > 0 ? { id } : {}),
    firstName: member.firstName.trim(),
    lastName: member.lastName.trim(),
    dateOfBirth: member.dateOfBirth,
    membershipTypeId,
  };
}

/** The item add-ons chosen, as selections. */
function itemSelections(draft: MembershipDraft) {
  return Object.entries(draft.addOnItems)
    .filter(([, quantity]) => quantity > 0)
    .map(([centamanId, quantity]) => ({ centamanId, quantity }));
}

/** The API's order info (SPEC section 7): members with their passes, and the selections. */
export function toOrderInfo(
  draft: MembershipDraft,
  membership: Membership,
  { isGuest }: { isGuest: boolean },
): MembershipOrderInfo {
  const { primaryMember } = draft;
  const secondaryType = membership.secondaryOptions?.centamanId ?? null;
  const addOnMembers = draft.addOnMembers.filter((member) =>
    membership.addOns.some((addOn) => addOn.centamanId === member.centamanId),
  );
  const items = itemSelections(draft).filter(({ centamanId }) =>
    membership.addOns.some((addOn) => addOn.kind === 'item' && addOn.centamanId === centamanId),
  );
  return {
    membershipId: membership.id,
    primaryMember: {
      ...(draft.memberId !== null ? { id: draft.memberId } : {}),
      firstName: primaryMember.firstName.trim(),
      lastName: primaryMember.lastName.trim(),
      dateOfBirth: primaryMember.dateOfBirth,
      phone: primaryMember.phone.trim(),
      ...(isGuest ? { email: primaryMember.email.trim() } : {}),
      membershipTypeId: membership.primaryOptions.centamanId,
      address: {
        streetAddress1: primaryMember.address.streetAddress1.trim(),
        city: primaryMember.address.city.trim(),
        state: primaryMember.address.state.trim(),
        zip: primaryMember.address.zip.trim(),
        country: primaryMember.address.country,
      },
    },
    secondaryMembers: draft.secondaryMembers.map((member) => toPassHolder(member, secondaryType)),
    addOnMembers: addOnMembers.map((member) => toPassHolder(member, member.centamanId)),
    membershipSelections: countMembershipSelections(
      toPriceList(membership),
      {
        secondaryCount: draft.secondaryMembers.length,
        addOnMemberTypeIds: addOnMembers.map((member) => member.centamanId),
      },
      items,
    ),
    donationAmount: draft.donationAmount,
    coupon: draft.coupon,
  };
}

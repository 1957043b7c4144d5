import type { Membership } from '@shop/core/membership-api';
import { priceMembership, type MembershipPrice } from '@shop/core/membership-pricing';
import type { MembershipDraft } from './membership-draft.ts';
import { toPriceList } from './membership-order-info.ts';
import type { AddOnsFormValues } from './membership-forms.ts';

/** Prices what is chosen so far with core's rules (before tax, which billing adds). */
export function priceSelection(
  membership: Membership,
  draft: MembershipDraft,
  values: AddOnsFormValues,
): MembershipPrice {
  const memberCounts = new Map<string, number>();
  for (const member of values.addOnMembers ?? []) {
    memberCounts.set(member.centamanId, (memberCounts.get(member.centamanId) ?? 0) + 1);
  }
  return priceMembership(toPriceList(membership), {
    secondaryCount: draft.secondaryMembers.length,
    addOns: [
      ...[...memberCounts].map(([centamanId, quantity]) => ({ centamanId, quantity })),
      ...Object.entries(values.addOnItems ?? {}).map(([centamanId, quantity]) => ({
        centamanId,
        quantity: Number(quantity) || 0,
      })),
    ],
  });
}

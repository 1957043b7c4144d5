/** Membership rows to the API's Membership shape and to the price list core prices with. */
import type { Membership, MembershipCheckoutItem } from '@shop/core/membership-api';
import type { MembershipItem, MembershipPriceList } from '@shop/core/membership-pricing';
import { centsToDollars } from '@shop/core/money';
import type { StoredMembershipItem } from '../../db/schema.ts';
import type { MembershipWithAddOns } from './memberships-repository.ts';

/** The option for secondary members, when the membership takes any; the same in both shapes. */
function toSecondaryOption(row: MembershipWithAddOns) {
  return row.secondaryCentamanId && row.secondaryMaxQuantity > 0
    ? {
        centamanId: row.secondaryCentamanId,
        displayName: row.secondaryDisplayName ?? row.secondaryCentamanId,
        maxQuantity: row.secondaryMaxQuantity,
      }
    : null;
}

export function toMembership(row: MembershipWithAddOns): Membership {
  return {
    id: row.id,
    name: row.name,
    package: row.package,
    centamanId: row.centamanId,
    displayName: row.displayName,
    description: row.description,
    active: row.active,
    main: row.main,
    featured: row.featured,
    addOn: row.addOn,
    location: row.location,
    membershipImage: row.membershipImage,
    position: row.position,
    primaryOptions: {
      centamanId: row.primaryCentamanId,
      displayName: row.primaryDisplayName,
      price: centsToDollars(row.priceCents),
    },
    secondaryOptions: toSecondaryOption(row),
    addOns: row.addOns.map((addOn) => ({
      id: addOn.id,
      centamanId: addOn.centamanId,
      displayName: addOn.displayName,
      description: addOn.description,
      kind: addOn.kind,
      price: centsToDollars(addOn.priceCents),
      maxQuantity: addOn.maxQuantity,
    })),
    durationMonths: row.durationMonths,
    waiverLink: row.waiverLink,
  };
}

export function toPriceList(row: MembershipWithAddOns): MembershipPriceList {
  return {
    membershipId: row.id,
    primary: {
      centamanId: row.primaryCentamanId,
      displayName: row.primaryDisplayName,
      priceCents: row.priceCents,
      taxRateBps: row.taxRateBps,
    },
    secondary: toSecondaryOption(row),
    addOns: row.addOns.map((addOn) => ({
      centamanId: addOn.centamanId,
      displayName: addOn.displayName,
      description: addOn.description,
      kind: addOn.kind,
      priceCents: addOn.priceCents,
      taxRateBps: addOn.taxRateBps,
      maxQuantity: addOn.maxQuantity,
    })),
  };
}

export function toCheckoutItem(item: MembershipItem): MembershipCheckoutItem {
  return {
    centamanId: item.centamanId,
    description: item.description,
    displayName: item.displayName,
    quantity: item.quantity,
    price: centsToDollars(item.priceCents),
    priceAfterDiscounts: centsToDollars(item.priceAfterDiscountsCents),
    subtotalBeforeDiscounts: centsToDollars(item.subtotalBeforeDiscountsCents),
    subtotal: centsToDollars(item.subtotalCents),
    savings: centsToDollars(item.savingsCents),
    totalSavings: centsToDollars(item.totalSavingsCents),
    taxes: centsToDollars(item.taxCents),
    total: centsToDollars(item.totalCents),
  };
}

/** The items an order keeps, in cents; read back through `fromStoredItem`. */
export function toStoredItem(item: MembershipItem): StoredMembershipItem {
  return {
    centamanId: item.centamanId,
    displayName: item.displayName,
    description: item.description,
    quantity: item.quantity,
    priceCents: item.priceCents,
    subtotalBeforeDiscountsCents: item.subtotalBeforeDiscountsCents,
    discountCents: item.totalSavingsCents,
    taxCents: item.taxCents,
    totalCents: item.totalCents,
  };
}

export function fromStoredItem(item: StoredMembershipItem): MembershipItem {
  const subtotalCents = item.subtotalBeforeDiscountsCents - item.discountCents;
  const priceAfterDiscountsCents = Math.floor(
    (2 * subtotalCents + item.quantity) / (2 * item.quantity),
  );
  return {
    centamanId: item.centamanId,
    displayName: item.displayName,
    description: item.description,
    quantity: item.quantity,
    priceCents: item.priceCents,
    priceAfterDiscountsCents,
    subtotalBeforeDiscountsCents: item.subtotalBeforeDiscountsCents,
    subtotalCents,
    savingsCents: item.priceCents - priceAfterDiscountsCents,
    totalSavingsCents: item.discountCents,
    taxCents: item.taxCents,
    totalCents: item.totalCents,
  };
}

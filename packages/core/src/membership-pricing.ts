/**
 * Membership prices in integer cents (SPEC sections 4, 5 and 9, DESIGN section 4): the primary
 * pass at its price; secondary members included free up to the option's maxQuantity; more members
 * at their add-on price each; item add-ons (a parking pass) at most one per pass; a promo code
 * over the passes, never the item add-ons (decision 108); tax per line after its discount,
 * rounded half up; an untaxed donation; the total never below zero. The browser shows what the
 * server decides with this same code.
 */
import { allocateDiscounts, type CouponRule } from './discounts.ts';
import { couponTexts } from './coupon-texts.ts';
import type { Cents } from './money.ts';
import { priceLine } from './pricing.ts';

export const membershipTexts = {
  invalidSelectionTitle: 'Invalid Selection',
  addOnExcess:
    'Add-on ticket quantities may not exceed the total number of selected passes. Please edit your add-on selections and try again.',
  familyLimit: (included: number) =>
    `You are only allowed to add ${included} FREE family members on this page. Continue through to the next screen to add more Family members at an additional cost.`,
  addOnLimit: (max: number, displayName: string) =>
    `Only ${max} × ${displayName} may be added to one membership. Please edit your add-on selections and try again.`,
  selectionMismatch:
    'The selected passes do not match the pass holders. Please edit your selection and try again.',
  unknownSelection:
    'This membership does not offer one of the selected passes or add-ons. Please edit your selection and try again.',
  notFound: 'Membership Not Found',
} as const;

export interface MembershipAddOnPrice {
  centamanId: string;
  displayName: string;
  description: string | null;
  /** 'member': one more pass holder with details; 'item': a thing sold per pass. */
  kind: 'member' | 'item';
  priceCents: Cents;
  taxRateBps: number;
  maxQuantity: number | null;
}

export interface MembershipPriceList {
  membershipId: number;
  primary: { centamanId: string; displayName: string; priceCents: Cents; taxRateBps: number };
  /** Secondary members included at no charge, up to maxQuantity; null when there are none. */
  secondary: { centamanId: string; displayName: string; maxQuantity: number } | null;
  addOns: MembershipAddOnPrice[];
}

/** How many of one pass or add-on (by its centamanId), as `membershipSelections` carries them. */
export interface MembershipSelection {
  centamanId: string;
  quantity: number;
}

/** A promo code for memberships; `membershipId` null: any membership. */
export interface MembershipCoupon {
  code: string;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amountCents: Cents | null;
  membershipId: number | null;
}

export interface MembershipItem {
  centamanId: string;
  displayName: string;
  description: string;
  quantity: number;
  priceCents: Cents;
  /** The unit price after the discount, rounded half up to the cent. */
  priceAfterDiscountsCents: Cents;
  subtotalBeforeDiscountsCents: Cents;
  subtotalCents: Cents;
  /** Savings per unit. */
  savingsCents: Cents;
  /** Savings of the whole line. */
  totalSavingsCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
}

export interface MembershipTotals {
  subtotalBeforeDiscountsCents: Cents;
  discountCents: Cents;
  /** After discounts, before tax and donation. */
  subtotalCents: Cents;
  taxCents: Cents;
  donationCents: Cents;
  totalCents: Cents;
}

export interface MembershipProblem {
  kind: 'familyLimit' | 'addOnExcess' | 'addOnLimit' | 'unknownSelection' | 'coupon';
  title?: string;
  message: string;
}

export type MembershipPrice =
  | {
      ok: true;
      items: MembershipItem[];
      totals: MembershipTotals;
      /** Primary, secondary and add-on members. */
      passCount: number;
    }
  | { ok: false; problem: MembershipProblem };

export interface MembershipChoice {
  /** Secondary members chosen on the details page (included, free). */
  secondaryCount: number;
  /** Add-ons by centamanId: add-on members counted from their membershipTypeId, and items. */
  addOns: MembershipSelection[];
  coupon?: MembershipCoupon | null;
  donationCents?: Cents;
}

const invalidSelection = (kind: MembershipProblem['kind'], message: string): MembershipPrice => ({
  ok: false,
  problem: { kind, title: membershipTexts.invalidSelectionTitle, message },
});

interface PlannedLine {
  /** A pass of the membership (its primary, included or added members): a promo code covers it. */
  isPass: boolean;
  centamanId: string;
  displayName: string;
  description: string;
  quantity: number;
  priceCents: Cents;
  taxRateBps: number;
}

/** Adds up quantities per centamanId, keeping the first-seen order. */
function sumByCode(selections: MembershipSelection[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { centamanId, quantity } of selections) {
    sums.set(centamanId, (sums.get(centamanId) ?? 0) + quantity);
  }
  return sums;
}

/** Prices a membership choice, or says which rule it breaks. */
export function priceMembership(
  list: MembershipPriceList,
  choice: MembershipChoice,
): MembershipPrice {
  const included = list.secondary?.maxQuantity ?? 0;
  if (choice.secondaryCount > included) {
    return {
      ok: false,
      problem: { kind: 'familyLimit', message: membershipTexts.familyLimit(included) },
    };
  }
  const quantities = sumByCode(choice.addOns);
  for (const [code, quantity] of quantities) {
    const addOn = list.addOns.find((candidate) => candidate.centamanId === code);
    if (!addOn || !Number.isInteger(quantity) || quantity < 0)
      return invalidSelection('unknownSelection', membershipTexts.unknownSelection);
    if (addOn.maxQuantity !== null && quantity > addOn.maxQuantity)
      return invalidSelection(
        'addOnLimit',
        membershipTexts.addOnLimit(addOn.maxQuantity, addOn.displayName),
      );
  }
  const memberAddOns = list.addOns.filter((addOn) => addOn.kind === 'member');
  const itemAddOns = list.addOns.filter((addOn) => addOn.kind === 'item');
  const addOnMemberCount = memberAddOns.reduce(
    (sum, addOn) => sum + (quantities.get(addOn.centamanId) ?? 0),
    0,
  );
  const passCount = 1 + choice.secondaryCount + addOnMemberCount;
  if (itemAddOns.some((addOn) => (quantities.get(addOn.centamanId) ?? 0) > passCount))
    return invalidSelection('addOnExcess', membershipTexts.addOnExcess);

  // Paid members fill any free place still open first, dearest first: the same family never
  // pays for a member the membership includes.
  let freePlaces = included - choice.secondaryCount;
  const paidMembers = new Map<string, number>();
  for (const addOn of [...memberAddOns].sort((a, b) => b.priceCents - a.priceCents)) {
    const quantity = quantities.get(addOn.centamanId) ?? 0;
    const promoted = Math.min(freePlaces, quantity);
    freePlaces -= promoted;
    paidMembers.set(addOn.centamanId, quantity - promoted);
  }
  const includedCount = included - freePlaces;

  const planned: PlannedLine[] = [
    {
      isPass: true,
      centamanId: list.primary.centamanId,
      displayName: list.primary.displayName,
      description: 'Primary member',
      quantity: 1,
      priceCents: list.primary.priceCents,
      taxRateBps: list.primary.taxRateBps,
    },
  ];
  if (list.secondary && includedCount > 0) {
    planned.push({
      isPass: true,
      centamanId: list.secondary.centamanId,
      displayName: list.secondary.displayName,
      description: 'Included with the membership',
      quantity: includedCount,
      priceCents: 0,
      taxRateBps: 0,
    });
  }
  for (const addOn of [...memberAddOns, ...itemAddOns]) {
    const quantity =
      addOn.kind === 'member'
        ? (paidMembers.get(addOn.centamanId) ?? 0)
        : (quantities.get(addOn.centamanId) ?? 0);
    if (quantity > 0)
      planned.push({
        isPass: addOn.kind === 'member',
        centamanId: addOn.centamanId,
        displayName: addOn.displayName,
        description: addOn.description ?? addOn.displayName,
        quantity,
        priceCents: addOn.priceCents,
        taxRateBps: addOn.taxRateBps,
      });
  }

  const discounts = new Map<number, Cents>();
  if (choice.coupon) {
    const coupon = choice.coupon;
    const rule: CouponRule = {
      code: coupon.code,
      kind: coupon.kind,
      percent: coupon.percent,
      amountCents: coupon.amountCents,
      activityId: coupon.membershipId,
      activityTimeId: null,
      ticketId: null,
    };
    const lines = planned.flatMap((line, index) =>
      line.isPass
        ? [
            {
              key: index,
              activityId: list.membershipId,
              activityTimeId: 0,
              ticketId: 0,
              unitPriceCents: line.priceCents,
              quantity: line.quantity,
            },
          ]
        : [],
    );
    const allocated = allocateDiscounts([rule], lines);
    if ((allocated.byCoupon.get(coupon.code) ?? 0) <= 0)
      return { ok: false, problem: { kind: 'coupon', message: couponTexts.couldNotApply } };
    for (const [key, cents] of allocated.byLine) discounts.set(Number(key), cents);
  }

  const items = planned.map((line, index): MembershipItem => {
    const priced = priceLine({
      ...line,
      unitPriceCents: line.priceCents,
      discountCents: discounts.get(index) ?? 0,
    });
    const subtotalCents = priced.subtotalCents - priced.discountCents;
    const priceAfterDiscountsCents = Math.floor(
      (2 * subtotalCents + line.quantity) / (2 * line.quantity),
    );
    return {
      centamanId: line.centamanId,
      displayName: line.displayName,
      description: line.description,
      quantity: line.quantity,
      priceCents: line.priceCents,
      priceAfterDiscountsCents,
      subtotalBeforeDiscountsCents: priced.subtotalCents,
      subtotalCents,
      savingsCents: line.priceCents - priceAfterDiscountsCents,
      totalSavingsCents: priced.discountCents,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
    };
  });

  const sum = (pick: (item: MembershipItem) => Cents) =>
    items.reduce((total, item) => total + pick(item), 0);
  const donationCents = Math.max(0, choice.donationCents ?? 0);
  const subtotalCents = sum((item) => item.subtotalCents);
  const taxCents = sum((item) => item.taxCents);
  return {
    ok: true,
    items,
    passCount,
    totals: {
      subtotalBeforeDiscountsCents: sum((item) => item.subtotalBeforeDiscountsCents),
      discountCents: sum((item) => item.totalSavingsCents),
      subtotalCents,
      taxCents,
      donationCents,
      totalCents: Math.max(0, subtotalCents + taxCents + donationCents),
    },
  };
}

/**
 * The `membershipSelections` a checkout sends (SPEC section 7): the primary pass, the secondary
 * pass and each member add-on counted from the members' membershipTypeId, then the items.
 */
export function countMembershipSelections(
  list: MembershipPriceList,
  members: { secondaryCount: number; addOnMemberTypeIds: string[] },
  items: MembershipSelection[] = [],
): MembershipSelection[] {
  const selections: MembershipSelection[] = [{ centamanId: list.primary.centamanId, quantity: 1 }];
  if (list.secondary && members.secondaryCount > 0)
    selections.push({ centamanId: list.secondary.centamanId, quantity: members.secondaryCount });
  for (const [centamanId, quantity] of sumByCode(
    members.addOnMemberTypeIds.map((centamanId) => ({ centamanId, quantity: 1 })),
  )) {
    selections.push({ centamanId, quantity });
  }
  for (const [centamanId, quantity] of sumByCode(items)) {
    if (quantity > 0) selections.push({ centamanId, quantity });
  }
  return selections;
}

/** Whether two selection lists ask for the same quantities (order and zero lines aside). */
export function isSameSelection(a: MembershipSelection[], b: MembershipSelection[]): boolean {
  const left = sumByCode(a.filter((selection) => selection.quantity !== 0));
  const right = sumByCode(b.filter((selection) => selection.quantity !== 0));
  return (
    left.size === right.size && [...left].every(([code, quantity]) => right.get(code) === quantity)
  );
}

/** Payment is skipped when the total is 0 or less; the card token is then 'no token' (SPEC 4). */
export const NO_CARD_TOKEN = 'no token';

export function isMembershipPaymentSkipped(totalCents: Cents): boolean {
  return totalCents <= 0;
}

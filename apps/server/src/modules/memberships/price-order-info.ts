/**
 * Prices the order info of a membership checkout or order (SPEC section 7): checks the pass
 * holders against the session's household, counts the passes from the members' membershipTypeId
 * (refusing selections that do not match), checks the promo code, and prices the lot with core's
 * `priceMembership`. Both the checkout and the order go through here, so they always agree.
 */
import { errorTexts } from '@shop/core/error-texts';
import {
  isDateOfBirthInFuture,
  memberTexts,
  type PrimaryMemberDetails,
  type SecondaryMemberDetails,
} from '@shop/core/member-api';
import { membershipOrderTexts, type MembershipOrderInfo } from '@shop/core/membership-api';
import {
  countMembershipSelections,
  isSameSelection,
  membershipTexts,
  priceMembership,
  type MembershipCoupon,
  type MembershipPrice,
  type MembershipPriceList,
  type MembershipSelection,
} from '@shop/core/membership-pricing';
import { dollarsToCents } from '@shop/core/money';
import { shopDateAt } from '@shop/core/shop-time';
import { AppError } from '../../http/app-error.ts';
import { assertCouponUsable, couponError } from '../coupons/index.ts';
import type { CouponRow, CouponsRepository } from '../coupons/index.ts';
import type { MembersRepository, SessionContext } from '../members/index.ts';
import { toPriceList } from './memberships-mappers.ts';
import type { MembershipsRepository, MembershipWithAddOns } from './memberships-repository.ts';

export type PassHolder = Omit<SecondaryMemberDetails, 'id' | 'membershipTypeId'> & {
  id: number | null;
  membershipTypeId: string;
};

/** The order info as priced: every pass holder with its pass, the code upper-cased. */
export interface PricedOrderInfo {
  membership: MembershipWithAddOns;
  priceList: MembershipPriceList;
  primaryMember: PrimaryMemberDetails & { id: number | null; membershipTypeId: string };
  secondaryMembers: PassHolder[];
  addOnMembers: PassHolder[];
  selections: MembershipSelection[];
  donationCents: number;
  coupon: CouponRow | null;
  price: Extract<MembershipPrice, { ok: true }>;
}

const invalidSelection = (message: string) =>
  new AppError('unprocessable', message, { title: membershipTexts.invalidSelectionTitle });

/** Members given by id must be secondary members of the session's household. */
async function checkExistingMembers(
  membersRepository: MembersRepository,
  orderInfo: MembershipOrderInfo,
  session: SessionContext | null,
): Promise<void> {
  const holders = [...(orderInfo.secondaryMembers ?? []), ...(orderInfo.addOnMembers ?? [])];
  const ids = holders.flatMap((holder) => (holder.id ? [holder.id] : []));
  const primaryId = orderInfo.primaryMember.id ?? null;
  if (!session) {
    if (ids.length > 0 || primaryId !== null)
      throw new AppError('unauthorized', membershipOrderTexts.loginToUseMembers);
    return;
  }
  if (primaryId !== null && primaryId !== session.memberId)
    throw invalidSelection(membershipOrderTexts.memberNotInHousehold);
  if (ids.length === 0) return;
  const household = await membersRepository.findHouseholdMembers(session.householdId);
  const secondaryIds = new Set(household.filter((row) => !row.isPrimary).map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.some((id) => !secondaryIds.has(id)))
    throw invalidSelection(membershipOrderTexts.memberNotInHousehold);
}

function checkDatesOfBirth(orderInfo: MembershipOrderInfo, today: string): void {
  const fields: Record<string, string[]> = {};
  const check = (path: string, dateOfBirth: string) => {
    if (isDateOfBirthInFuture(dateOfBirth, today))
      fields[`orderInfo.${path}.dateOfBirth`] = [memberTexts.dateOfBirthInFuture];
  };
  check('primaryMember', orderInfo.primaryMember.dateOfBirth);
  (orderInfo.secondaryMembers ?? []).forEach((m, i) =>
    check(`secondaryMembers.${i}`, m.dateOfBirth),
  );
  (orderInfo.addOnMembers ?? []).forEach((m, i) => check(`addOnMembers.${i}`, m.dateOfBirth));
  const [first] = Object.entries(fields);
  if (first) {
    throw new AppError('validation_failed', `Invalid field ${first[0]}: ${first[1][0]}`, {
      title: errorTexts.invalidFormTitle,
      fields,
    });
  }
}

/** The pass each holder takes: the one it names, which must be the one its place gives. */
function assignPasses(orderInfo: MembershipOrderInfo, list: MembershipPriceList) {
  const memberAddOns = list.addOns.filter((addOn) => addOn.kind === 'member');
  const primaryType = orderInfo.primaryMember.membershipTypeId ?? list.primary.centamanId;
  if (primaryType !== list.primary.centamanId)
    throw invalidSelection(membershipTexts.selectionMismatch);
  const secondaryMembers = (orderInfo.secondaryMembers ?? []).map((member): PassHolder => {
    const type = member.membershipTypeId ?? list.secondary?.centamanId;
    // With no included members, the limit rule below explains the refusal.
    if (list.secondary && type !== list.secondary.centamanId)
      throw invalidSelection(membershipTexts.selectionMismatch);
    return { ...member, id: member.id ?? null, membershipTypeId: type ?? '' };
  });
  const addOnMembers = (orderInfo.addOnMembers ?? []).map((member): PassHolder => {
    const type =
      member.membershipTypeId ??
      (memberAddOns.length === 1 ? memberAddOns[0]!.centamanId : undefined);
    if (!type || !memberAddOns.some((addOn) => addOn.centamanId === type))
      throw invalidSelection(membershipTexts.selectionMismatch);
    return { ...member, id: member.id ?? null, membershipTypeId: type };
  });
  return { primaryType, secondaryMembers, addOnMembers };
}

async function findCoupon(
  couponsRepository: CouponsRepository,
  code: string | null | undefined,
  now: Date,
) {
  if (!code) return null;
  const row = await couponsRepository.findCouponByCode(code);
  // Holds of ticket carts count against a limited code; no cart has id 0.
  const otherLiveHolds = row ? await couponsRepository.countOtherLiveHolds(row.id, 0, now) : 0;
  return assertCouponUsable(row, { now, productArea: 'Memberships', otherLiveHolds });
}

/** The passes and items counted from the holders; a sent selection must say the same. */
function countSelections(
  orderInfo: MembershipOrderInfo,
  priceList: MembershipPriceList,
  secondaryMembers: PassHolder[],
  addOnMembers: PassHolder[],
): MembershipSelection[] {
  const itemCodes = new Set(
    priceList.addOns.filter((addOn) => addOn.kind === 'item').map((addOn) => addOn.centamanId),
  );
  const sent = orderInfo.membershipSelections;
  const items = (sent ?? []).filter((selection) => itemCodes.has(selection.centamanId));
  const selections = countMembershipSelections(
    priceList,
    {
      secondaryCount: secondaryMembers.length,
      addOnMemberTypeIds: addOnMembers.map((member) => member.membershipTypeId),
    },
    items,
  );
  if (sent && !isSameSelection(selections, sent))
    throw invalidSelection(membershipTexts.selectionMismatch);
  return selections;
}

export function createOrderInfoPricer(options: {
  repository: MembershipsRepository;
  membersRepository: MembersRepository;
  couponsRepository: CouponsRepository;
  clock: () => Date;
}) {
  const { repository, membersRepository, couponsRepository, clock } = options;

  return {
    async price(
      orderInfo: MembershipOrderInfo,
      session: SessionContext | null,
    ): Promise<PricedOrderInfo> {
      const now = clock();
      const membership = await repository.findMembership(orderInfo.membershipId);
      if (!membership?.active) throw new AppError('not_found', membershipTexts.notFound);
      const priceList = toPriceList(membership);
      await checkExistingMembers(membersRepository, orderInfo, session);
      checkDatesOfBirth(orderInfo, shopDateAt(now));
      const { primaryType, secondaryMembers, addOnMembers } = assignPasses(orderInfo, priceList);

      const selections = countSelections(orderInfo, priceList, secondaryMembers, addOnMembers);

      const coupon = await findCoupon(couponsRepository, orderInfo.coupon, now);
      const membershipCoupon: MembershipCoupon | null = coupon && {
        code: coupon.code,
        kind: coupon.kind,
        percent: coupon.percent,
        amountCents: coupon.amountCents,
        membershipId: coupon.membershipId,
      };
      const donationCents = dollarsToCents(orderInfo.donationAmount ?? 0);
      const price = priceMembership(priceList, {
        secondaryCount: secondaryMembers.length,
        addOns: selections.filter(
          (selection) =>
            selection.centamanId !== priceList.primary.centamanId &&
            selection.centamanId !== priceList.secondary?.centamanId,
        ),
        coupon: membershipCoupon,
        donationCents,
      });
      if (!price.ok) {
        const { problem } = price;
        if (problem.kind === 'coupon') throw couponError(problem.message);
        throw new AppError(
          'unprocessable',
          problem.message,
          problem.title ? { title: problem.title } : {},
        );
      }
      return {
        membership,
        priceList,
        primaryMember: {
          ...orderInfo.primaryMember,
          id: session?.memberId ?? null,
          membershipTypeId: primaryType,
        },
        secondaryMembers,
        addOnMembers,
        selections,
        donationCents,
        coupon,
        price,
      };
    },
  };
}

export type OrderInfoPricer = ReturnType<typeof createOrderInfoPricer>;

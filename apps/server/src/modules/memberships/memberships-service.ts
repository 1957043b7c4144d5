/**
 * Membership products, their promo codes, and membership checkouts (SPEC sections 4 and 7). A
 * checkout keeps the order info it was priced from under an unguessable token; it is priced
 * again whenever it is read or changed, so it always shows today's prices.
 */
import type {
  Membership,
  MembershipCheckout,
  MembershipOrderInfo,
} from '@shop/core/membership-api';
import { membershipTexts } from '@shop/core/membership-pricing';
import { centsToDollars } from '@shop/core/money';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SessionContext } from '../members/index.ts';
import { generateSecretToken } from '../members/index.ts';
import { toCheckoutItem, toMembership } from './memberships-mappers.ts';
import type { CheckoutRow, MembershipsRepository } from './memberships-repository.ts';
import type { OrderInfoPricer, PricedOrderInfo } from './price-order-info.ts';

export function toCheckout(token: string, priced: PricedOrderInfo): MembershipCheckout {
  const { totals } = priced.price;
  return {
    token,
    membershipId: priced.membership.id,
    primaryMember: priced.primaryMember,
    secondaryMembers: priced.secondaryMembers,
    addOnMembers: priced.addOnMembers,
    membershipSelections: priced.selections,
    donationAmount: centsToDollars(priced.donationCents),
    coupon: priced.coupon?.code ?? null,
    couponDescription: priced.coupon?.description ?? null,
    totals: {
      total: centsToDollars(totals.totalCents),
      subtotal: centsToDollars(totals.subtotalCents),
      subtotalBeforeDiscounts: centsToDollars(totals.subtotalBeforeDiscountsCents),
      totalTaxes: centsToDollars(totals.taxCents),
      discounts: centsToDollars(totals.discountCents),
      donationAmount: centsToDollars(totals.donationCents),
    },
    items: priced.price.items.map(toCheckoutItem),
    isPaymentSkipped: totals.totalCents <= 0,
  };
}

/** The checkout a token names, if the caller may see it: its own member's, or a guest's. */
async function findVisibleCheckout(
  repository: MembershipsRepository,
  token: string,
  session: SessionContext | null,
): Promise<CheckoutRow> {
  const row = await repository.findCheckoutByToken(token);
  if (!row || (row.memberId !== null && row.memberId !== session?.memberId))
    throw notFound('Checkout');
  return row;
}

export function createMembershipsService(options: {
  repository: MembershipsRepository;
  pricer: OrderInfoPricer;
  clock: () => Date;
}) {
  const { repository, pricer, clock } = options;

  const findCheckout = (token: string, session: SessionContext | null) =>
    findVisibleCheckout(repository, token, session);

  return {
    async listMemberships(): Promise<Membership[]> {
      return (await repository.findActiveMemberships()).map(toMembership);
    },

    /** An active membership; unknown and inactive ones answer 'Membership Not Found' (404). */
    async getMembership(id: number): Promise<Membership> {
      const row = await repository.findMembership(id);
      if (!row?.active) throw new AppError('not_found', membershipTexts.notFound);
      return toMembership(row);
    },

    async createCheckout(
      orderInfo: MembershipOrderInfo,
      session: SessionContext | null,
    ): Promise<{ id: number; checkout: MembershipCheckout }> {
      const priced = await pricer.price(orderInfo, session);
      const row = await repository.insertCheckout({
        token: generateSecretToken(),
        memberId: session?.memberId ?? null,
        membershipId: priced.membership.id,
        orderInfo,
      });
      return { id: row.id, checkout: toCheckout(row.token, priced) };
    },

    async getCheckout(
      token: string,
      session: SessionContext | null,
    ): Promise<{ id: number; checkout: MembershipCheckout }> {
      const row = await findCheckout(token, session);
      const priced = await pricer.price(row.orderInfo, session);
      return { id: row.id, checkout: toCheckout(row.token, priced) };
    },

    /** Replaces the fields given, prices the result, and keeps it only if it prices. */
    async updateCheckout(
      token: string,
      changes: Partial<MembershipOrderInfo>,
      session: SessionContext | null,
    ): Promise<{ id: number; checkout: MembershipCheckout }> {
      const row = await findCheckout(token, session);
      const orderInfo = { ...row.orderInfo, ...changes };
      const priced = await pricer.price(orderInfo, session);
      await repository.updateCheckout(row.id, {
        membershipId: priced.membership.id,
        orderInfo,
        now: clock(),
      });
      return { id: row.id, checkout: toCheckout(row.token, priced) };
    },
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;

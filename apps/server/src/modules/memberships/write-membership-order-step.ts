/**
 * The last step of a membership order: one transaction writes the account (a guest's is
 * created), the pass holders, the coupon use (the usage limit of coupons' `useCouponsSql`), the
 * order and its passes, the confirmation e-mail, and marks the submission succeeded; its undo
 * is the rollback.
 */
import { renewalStartsOn } from '@shop/core/membership-entitlements';
import { shopDateAt } from '@shop/core/shop-time';
import { couponError } from '../coupons/index.ts';
import type { Writer } from '../../db/transaction.ts';
import { generateSecretToken, normaliseEmail } from '../members/index.ts';
import { readMemberPasses } from '../passes/index.ts';
import type { Charge, SaleStep, SubmissionContext } from '../sales/index.ts';
import type { GuestOrderNoticePayload } from './guest-order-notice-email.ts';
import type { MembershipOrderDeps, PlaceMembershipOrderRequest } from './membership-order-deps.ts';
import type { MembershipOrderRow } from './memberships-repository.ts';
import { toStoredItem } from './memberships-mappers.ts';
import type { PassHolder, PricedOrderInfo } from './price-order-info.ts';

type WriteDeps = Pick<
  MembershipOrderDeps,
  'repository' | 'membersRepository' | 'clock' | 'failpoint'
>;
type Pass = { memberId: number; role: 'primary' | 'secondary' | 'addOn'; type: string };

export interface WriteMembershipOrderInput {
  request: PlaceMembershipOrderRequest;
  priced: PricedOrderInfo;
  /** The card charged; null when nothing was due. */
  charge: Charge | null;
  markSucceeded: SubmissionContext['markSucceeded'];
}

/** The last day of a pass that starts on a date and runs for whole months. */
export function passEndDate(startsOn: string, months: number): string {
  const [year = 0, month = 1, day = 1] = startsOn.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, day - 1)).toISOString().slice(0, 10);
}

/**
 * A renewal extends the household's pass from its old expiry, not from today (issue 31): the new
 * passes start the day after the primary member's latest pass ends, or today once it lapsed.
 */
async function firstDayOfPass(tx: Writer, primaryId: number, today: string): Promise<string> {
  const latest = (await readMemberPasses(tx, [primaryId])).find((pass) => !pass.revoked);
  return renewalStartsOn(latest?.expiresOn ?? null, today);
}

/** The e-mail a guest's new account logs in with: the account holder's, else the buyer's. */
function accountEmail(request: PlaceMembershipOrderRequest): string {
  return request.order.orderInfo.primaryMember.email ?? request.order.customerInfo.email;
}

function primaryDetailsOf({ primaryMember }: PricedOrderInfo) {
  return {
    firstName: primaryMember.firstName,
    lastName: primaryMember.lastName,
    phone: primaryMember.phone,
    dateOfBirth: primaryMember.dateOfBirth,
    title: primaryMember.title ?? null,
    gender: primaryMember.gender ?? null,
    membershipTypeId: primaryMember.membershipTypeId,
    country: primaryMember.address.country,
    streetAddress1: primaryMember.address.streetAddress1,
    city: primaryMember.address.city,
    state: primaryMember.address.state,
    zip: primaryMember.address.zip,
  };
}

/** The session's primary member updated, or a guest's household and account created. */
async function writeAccount(
  deps: WriteDeps,
  tx: Writer,
  input: WriteMembershipOrderInput,
  now: Date,
) {
  const { request } = input;
  const details = primaryDetailsOf(input.priced);
  if (request.session) {
    await deps.membersRepository.updateMember(tx, request.session.memberId, details, now);
    const primary = { id: request.session.memberId, householdId: request.session.householdId };
    return { primary, createdAccount: false };
  }
  const email = accountEmail(request);
  const primary = await deps.membersRepository.insertHousehold(tx, { ...details, email });
  // An e-mail with an account gets the same answer (ASVS 5.0 V6): the order is placed, its
  // passes kept in this household that nobody logs in to, and the owner is e-mailed.
  const createdAccount = await deps.membersRepository.insertCredential(tx, {
    memberId: primary.id,
    email: normaliseEmail(email),
    passwordHash: null,
    now,
  });
  return { primary, createdAccount };
}

/** Writes (or updates) each pass holder of the household and answers every pass to give. */
async function writePassHolders(
  deps: WriteDeps,
  tx: Writer,
  priced: PricedOrderInfo,
  primary: { id: number; householdId: number },
  now: Date,
): Promise<Pass[]> {
  const passes: Pass[] = [
    { memberId: primary.id, role: 'primary', type: priced.primaryMember.membershipTypeId },
  ];
  const holderGroups = [
    ['secondary', priced.secondaryMembers],
    ['addOn', priced.addOnMembers],
  ] as const;
  for (const [role, holders] of holderGroups) {
    for (const holder of holders) {
      passes.push({
        memberId: await writeHolder(deps, tx, primary.householdId, holder, now),
        role,
        type: holder.membershipTypeId,
      });
    }
  }
  return passes;
}

async function writeHolder(
  deps: WriteDeps,
  tx: Writer,
  householdId: number,
  holder: PassHolder,
  now: Date,
): Promise<number> {
  const details = {
    firstName: holder.firstName,
    lastName: holder.lastName,
    dateOfBirth: holder.dateOfBirth,
    membershipTypeId: holder.membershipTypeId,
  };
  if (holder.id !== null) {
    await deps.membersRepository.updateMember(tx, holder.id, details, now);
    return holder.id;
  }
  return (await deps.membersRepository.insertSecondaryMember(tx, householdId, details)).id;
}

async function insertOrder(
  deps: WriteDeps,
  tx: Writer,
  input: WriteMembershipOrderInput,
  account: { primary: { id: number; householdId: number }; createdAccount: boolean },
): Promise<MembershipOrderRow> {
  const { customerInfo } = input.request.order;
  const { priced, charge } = input;
  const { totals } = priced.price;
  return deps.repository.insertOrder(tx, {
    token: generateSecretToken(),
    membershipId: priced.membership.id,
    householdId: account.primary.householdId,
    primaryMemberId: account.primary.id,
    email: customerInfo.email,
    firstName: customerInfo.firstName,
    lastName: customerInfo.lastName,
    phone: customerInfo.phone || null,
    paymentMethod: charge?.paymentMethod ?? null,
    chargeTransactionToken: charge?.transactionToken ?? null,
    subtotalBeforeDiscountsCents: totals.subtotalBeforeDiscountsCents,
    discountCents: totals.discountCents,
    taxCents: totals.taxCents,
    donationCents: totals.donationCents,
    totalPaidCents: totals.totalCents,
    couponCode: priced.coupon?.code ?? null,
    items: priced.price.items.map(toStoredItem),
    createdAccount: account.createdAccount,
  });
}

async function writeOrder(deps: WriteDeps, tx: Writer, input: WriteMembershipOrderInput) {
  const { request, priced } = input;
  const now = deps.clock();
  const account = await writeAccount(deps, tx, input, now);
  const startsOn = await firstDayOfPass(tx, account.primary.id, shopDateAt(now));
  const expiresOn = passEndDate(startsOn, priced.membership.durationMonths);
  const passes = await writePassHolders(deps, tx, priced, account.primary, now);
  if (priced.coupon && !(await deps.repository.useCoupon(tx, priced.coupon.id, now))) {
    throw couponError('This coupon code has already been used the maximum number of times.');
  }
  const order = await insertOrder(deps, tx, input, account);
  await deps.repository.insertPasses(
    tx,
    passes.map((pass) => ({
      memberId: pass.memberId,
      membershipOrderId: order.id,
      membershipId: priced.membership.id,
      membershipTypeId: pass.type,
      role: pass.role,
      startsOn,
      expiresOn,
    })),
  );
  await deps.membersRepository.enqueue(tx, 'membership-confirmation', {
    membershipOrderId: order.id,
  });
  if (!request.session && !account.createdAccount) {
    const notice: GuestOrderNoticePayload = {
      membershipOrderId: order.id,
      email: normaliseEmail(accountEmail(request)),
    };
    await deps.membersRepository.enqueue(tx, 'guest-order-for-account', notice);
  }
  return order;
}

export function writeMembershipOrderStep(
  deps: WriteDeps,
): SaleStep<WriteMembershipOrderInput, MembershipOrderRow> {
  return {
    name: 'write-order',
    run: (input) =>
      deps.membersRepository.transaction(async (tx) => {
        const order = await writeOrder(deps, tx, input);
        await input.markSucceeded(tx, order.id);
        await deps.failpoint('writing');
        return order;
      }),
  };
}

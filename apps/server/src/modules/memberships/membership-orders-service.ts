/**
 * Placing and reading membership orders (SPEC sections 4 and 7, DESIGN section 4), with the
 * guarantees of ticket orders (decision 009), step by step:
 *   claim the idempotency key → price and check the order info → charge the card (no lock held)
 *   → in one transaction: the account (a guest's is created), the pass holders, the coupon use,
 *     the order and its passes, the confirmation e-mail
 *   → on a failed write, void the charge and record it.
 * A retry with the same key answers the first result and never charges twice.
 */
import { createHash } from 'node:crypto';
import { errorTexts } from '@shop/core/api-error';
import {
  membershipOrderTexts,
  type CreateMembershipOrderBody,
  type MembershipOrder,
} from '@shop/core/membership-api';
import { NO_CARD_TOKEN } from '@shop/core/membership-pricing';
import { orderTexts } from '@shop/core/order-api';
import { shopDateAt } from '@shop/core/shop-time';
import { AppError, notFound } from '../../http/app-error.ts';
import { couponError } from '../coupons/index.ts';
import type { MembersRepository, SessionContext, Writer } from '../members/index.ts';
import { generateSecretToken, normaliseEmail } from '../members/index.ts';
import { noFailpoint, paymentError } from '../payments/index.ts';
import type { PaymentGateway, Failpoint } from '../payments/index.ts';
import { runLedgeredSubmission } from '../orders/index.ts';
import type { SubmissionStore, SubmissionLedger, SubmissionOutcome } from '../orders/index.ts';
import type { VerifyCaptcha } from '../verification/index.ts';
import type { GuestOrderNoticePayload } from './guest-order-notice-email.ts';
import { createMembershipOrderView } from './membership-order-view.ts';
import { toStoredItem } from './memberships-mappers.ts';
import type { MembershipOrderRow, MembershipsRepository } from './memberships-repository.ts';
import type { OrderInfoPricer, PassHolder, PricedOrderInfo } from './price-order-info.ts';

export interface SubmitMembershipOrder {
  idempotencyKey: string;
  order: CreateMembershipOrderBody['order'];
  session: SessionContext | null;
  remoteIp: string | undefined;
}

interface Payment {
  transactionToken: string | null;
  paymentMethod: string | null;
}

/** Ticket and membership orders share the gateway's key space; this prefix keeps them apart. */
export const MEMBERSHIP_GATEWAY_PREFIX = 'membership:';

/** The gateway key of a membership order submitted with an idempotency key. */
export function membershipGatewayKey(idempotencyKey: string): string {
  return `${MEMBERSHIP_GATEWAY_PREFIX}${idempotencyKey}`;
}

/** The e-mail a guest's new account logs in with: the account holder's, else the buyer's. */
function accountEmail(request: SubmitMembershipOrder): string {
  return request.order.orderInfo.primaryMember.email ?? request.order.customerInfo.email;
}

/** The last day of a pass that starts on a date and runs for whole months. */
export function passEndDate(startsOn: string, months: number): string {
  const [year = 0, month = 1, day = 1] = startsOn.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, day - 1)).toISOString().slice(0, 10);
}

export function createMembershipOrdersService(options: {
  repository: MembershipsRepository;
  membersRepository: MembersRepository;
  pricer: OrderInfoPricer;
  gateway: PaymentGateway;
  clock: () => Date;
  /** Google's check of the captcha answer; null when human verification is off. */
  verifyCaptcha: VerifyCaptcha | null;
  supportEmail: string;
  displayWaivers: boolean;
  submissions: SubmissionStore;
  failpoint?: Failpoint | undefined;
}) {
  const { repository, membersRepository, pricer, gateway, clock } = options;

  const toOrder = createMembershipOrderView({
    repository,
    displayWaivers: options.displayWaivers,
  });
  const failpoint = options.failpoint ?? noFailpoint;

  async function answerOf(order: MembershipOrderRow): Promise<SubmissionOutcome> {
    return {
      status: 201,
      body: { data: { id: order.id, type: 'membershipOrder', attributes: await toOrder(order) } },
    };
  }

  /** Everything that can be refused before any money moves, beyond pricing. */
  async function check(request: SubmitMembershipOrder): Promise<void> {
    if (options.verifyCaptcha) {
      const answer = request.order.captchaResponse;
      if (!answer || !(await options.verifyCaptcha(answer, request.remoteIp)))
        throw new AppError('unprocessable', orderTexts.verificationFailed);
    }
  }

  function gatewayKey(request: SubmitMembershipOrder): string {
    return membershipGatewayKey(request.idempotencyKey);
  }

  async function charge(request: SubmitMembershipOrder, amountCents: number): Promise<Payment> {
    if (amountCents <= 0) return { transactionToken: null, paymentMethod: null };
    const cardToken = request.order.cardToken;
    if (!cardToken || cardToken === NO_CARD_TOKEN) {
      throw new AppError('validation_failed', orderTexts.cardRequired, {
        title: errorTexts.invalidFormTitle,
        fields: { 'order.cardToken': [orderTexts.cardRequired] },
      });
    }
    const card = await gateway.describePaymentMethod(cardToken);
    const key = gatewayKey(request);
    const result = await gateway.purchase({
      paymentMethodToken: cardToken,
      amountCents,
      currency: 'USD',
      idempotencyKey: key,
      description: 'Membership order',
    });
    await repository.recordPayment({
      idempotencyKey: key,
      kind: 'purchase',
      transactionToken: result.transactionToken,
      amountCents,
      succeeded: result.succeeded,
      message: result.message,
    });
    if (!result.succeeded) throw paymentError(result, options.supportEmail);
    return { transactionToken: result.transactionToken, paymentMethod: card?.label ?? null };
  }

  async function voidCharge(
    request: SubmitMembershipOrder,
    transactionToken: string,
    amountCents: number,
  ) {
    const key = gatewayKey(request);
    const result = await gateway.void({ transactionToken, idempotencyKey: `${key}:void` });
    await repository.recordPayment({
      idempotencyKey: key,
      kind: 'void',
      transactionToken: result.transactionToken ?? transactionToken,
      amountCents,
      succeeded: result.succeeded,
      message: result.message,
    });
    // A void that fails leaves the money to the recovery job (decision 020).
    if (!result.succeeded) throw paymentError(result, options.supportEmail);
  }

  /** Writes (or updates) a pass holder of the household and answers its id. */
  async function writeHolder(
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
      await membersRepository.updateMember(tx, holder.id, details, now);
      return holder.id;
    }
    return (await membersRepository.insertSecondaryMember(tx, householdId, details)).id;
  }

  /**
   * The transaction that writes the account, the pass holders and the order, or nothing;
   * `complete` marks the submission succeeded in it.
   */
  async function writeOrder(
    request: SubmitMembershipOrder,
    priced: PricedOrderInfo,
    payment: Payment,
    complete: (tx: Writer, orderId: number) => Promise<void>,
  ): Promise<MembershipOrderRow> {
    const now = clock();
    const startsOn = shopDateAt(now);
    const expiresOn = passEndDate(startsOn, priced.membership.durationMonths);
    const { customerInfo } = request.order;
    const { primaryMember, price } = priced;
    const primaryDetails = {
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
    let createdAccount = false;
    return membersRepository.transaction(async (tx) => {
      let primary: { id: number; householdId: number };
      if (request.session) {
        await membersRepository.updateMember(tx, request.session.memberId, primaryDetails, now);
        primary = { id: request.session.memberId, householdId: request.session.householdId };
      } else {
        const email = accountEmail(request);
        primary = await membersRepository.insertHousehold(tx, { ...primaryDetails, email });
        // An e-mail with an account gets the same answer (ASVS 5.0 V6): the order is placed, its
        // passes kept in this household that nobody logs in to, and the owner is e-mailed.
        createdAccount = await membersRepository.insertCredential(tx, {
          memberId: primary.id,
          email: normaliseEmail(email),
          passwordHash: null,
          now,
        });
      }
      const passes: { memberId: number; role: 'primary' | 'secondary' | 'addOn'; type: string }[] =
        [{ memberId: primary.id, role: 'primary', type: primaryMember.membershipTypeId }];
      for (const [role, holders] of [
        ['secondary', priced.secondaryMembers],
        ['addOn', priced.addOnMembers],
      ] as const) {
        for (const holder of holders) {
          const memberId = await writeHolder(tx, primary.householdId, holder, now);
          passes.push({ memberId, role, type: holder.membershipTypeId });
        }
      }
      if (priced.coupon && !(await repository.useCoupon(tx, priced.coupon.id, now))) {
        throw couponError('This coupon code has already been used the maximum number of times.');
      }
      const order = await repository.insertOrder(tx, {
        token: generateSecretToken(),
        membershipId: priced.membership.id,
        householdId: primary.householdId,
        primaryMemberId: primary.id,
        email: customerInfo.email,
        firstName: customerInfo.firstName,
        lastName: customerInfo.lastName,
        phone: customerInfo.phone || null,
        paymentMethod: payment.paymentMethod,
        chargeTransactionToken: payment.transactionToken,
        subtotalBeforeDiscountsCents: price.totals.subtotalBeforeDiscountsCents,
        discountCents: price.totals.discountCents,
        taxCents: price.totals.taxCents,
        donationCents: price.totals.donationCents,
        totalPaidCents: price.totals.totalCents,
        couponCode: priced.coupon?.code ?? null,
        items: price.items.map(toStoredItem),
        createdAccount,
      });
      await repository.insertPasses(
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
      await membersRepository.enqueue(tx, 'membership-confirmation', {
        membershipOrderId: order.id,
      });
      if (!request.session && !createdAccount) {
        const notice: GuestOrderNoticePayload = {
          membershipOrderId: order.id,
          email: normaliseEmail(accountEmail(request)),
        };
        await membersRepository.enqueue(tx, 'guest-order-for-account', notice);
      }
      await complete(tx, order.id);
      await failpoint('writing');
      return order;
    });
  }

  return {
    /** Places a membership order; see the steps above. Answers the outcome to send. */
    async submitOrder(request: SubmitMembershipOrder): Promise<SubmissionOutcome> {
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify({ memberId: request.session?.memberId ?? null, order: request.order }),
        )
        .digest('hex');
      const key = request.idempotencyKey;
      // The key is tied to the request's body and sender (there is no cart to tie it to).
      const ledger: SubmissionLedger = {
        key,
        store: options.submissions,
        async claim() {
          const claimed = await repository.claimSubmission(key, requestHash);
          if (!claimed.claimed && claimed.row.requestHash !== requestHash)
            throw new AppError('conflict', membershipOrderTexts.keyReused);
          return claimed;
        },
        async answerOf(orderId) {
          return answerOf((await repository.findOrderById(orderId))!);
        },
      };
      return runLedgeredSubmission(
        ledger,
        async ({ onFailure, markSucceeded }) => {
          const priced = await pricer.price(request.order.orderInfo, request.session);
          const { totalCents } = priced.price.totals;
          await check(request);
          const payment = await charge(request, totalCents);
          if (payment.transactionToken) {
            onFailure(() => voidCharge(request, payment.transactionToken!, totalCents));
          }
          await failpoint('paid');
          const order = await writeOrder(request, priced, payment, markSucceeded);
          return { outcome: await answerOf(order) };
        },
        failpoint,
      );
    },

    /** An order by its token (the confirmation page's confirmationToken). */
    async getOrder(token: string): Promise<MembershipOrder> {
      const row = await repository.findOrderByToken(token);
      if (!row) throw notFound('Membership order');
      return toOrder(row);
    },
  };
}

export type MembershipOrdersService = ReturnType<typeof createMembershipOrdersService>;

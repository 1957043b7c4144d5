/**
 * The steps of a membership order before its write (decision 027): price and check the order
 * info, then charge the card (undo: void the charge; the step every sale shares). Its coupon use
 * is taken in the write.
 */
import { errorTexts } from '@shop/core/error-texts';
import { NO_CARD_TOKEN } from '@shop/core/membership-pricing';
import { orderTexts } from '@shop/core/order-texts';
import { AppError } from '../../http/app-error.ts';
import {
  assertTotalAsShown,
  chargeCardStep,
  type CardCharge,
  type Charge,
  type SaleStep,
} from '../sales/index.ts';
import { membershipGatewayKey } from './membership-gateway-key.ts';
import type { MembershipOrderDeps, PlaceMembershipOrderRequest } from './membership-order-deps.ts';
import type { PricedOrderInfo } from './price-order-info.ts';

/**
 * Everything that can be refused before any money moves: the price, that it is the one shown,
 * and human verification.
 */
export function checkMembershipOrderStep(
  deps: Pick<MembershipOrderDeps, 'pricer' | 'verifyCaptcha'>,
): SaleStep<PlaceMembershipOrderRequest, PricedOrderInfo> {
  return {
    name: 'check-order',
    async run(request) {
      const priced = await deps.pricer.price(request.order.orderInfo, request.session);
      assertTotalAsShown(request.order.expectedTotal, priced.price.totals.totalCents);
      if (deps.verifyCaptcha) {
        const answer = request.order.captchaResponse;
        if (!answer || !(await deps.verifyCaptcha(answer, request.remoteIp)))
          throw new AppError('unprocessable', orderTexts.verificationFailed);
      }
      return priced;
    },
  };
}

/** What the order charges to a card, under its gateway key; null when nothing is due. */
export function membershipCardChargeOf(
  request: PlaceMembershipOrderRequest,
  amountCents: number,
): CardCharge | null {
  if (amountCents <= 0) return null;
  const cardToken = request.order.cardToken;
  if (!cardToken || cardToken === NO_CARD_TOKEN) {
    throw new AppError('validation_failed', orderTexts.cardRequired, {
      title: errorTexts.invalidFormTitle,
      fields: { 'order.cardToken': [orderTexts.cardRequired] },
    });
  }
  return {
    cardToken,
    amountCents,
    idempotencyKey: membershipGatewayKey(request.idempotencyKey),
    description: 'Membership order',
  };
}

/** The sale's charge step for a membership order: every gateway call recorded as it is made. */
export function chargeMembershipStep(
  deps: Pick<MembershipOrderDeps, 'repository' | 'gateway' | 'supportEmail'>,
): SaleStep<CardCharge | null, Charge | null> {
  return chargeCardStep({
    gateway: deps.gateway,
    supportEmail: deps.supportEmail,
    recordCall: (call) => deps.repository.recordPayment(call),
  });
}

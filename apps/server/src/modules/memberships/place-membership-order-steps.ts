/**
 * The steps of a membership order before its write (decision 027): price and check the order
 * info, then charge the card (undo: void the charge). Its coupon use is taken in the write.
 */
import { errorTexts } from '@shop/core/api-error';
import { NO_CARD_TOKEN } from '@shop/core/membership-pricing';
import { orderTexts } from '@shop/core/order-api';
import { AppError } from '../../http/app-error.ts';
import { labelChargedCard, paymentError } from '../payments/index.ts';
import type { SaleStep } from '../sales/index.ts';
import { membershipGatewayKey } from './membership-gateway-key.ts';
import type { MembershipOrderDeps, PlaceMembershipOrderRequest } from './membership-order-deps.ts';
import type { PricedOrderInfo } from './price-order-info.ts';

export interface MembershipPayment {
  transactionToken: string | null;
  paymentMethod: string | null;
}

type ChargeDeps = Pick<MembershipOrderDeps, 'repository' | 'gateway' | 'supportEmail'>;
type ChargeInput = { request: PlaceMembershipOrderRequest; amountCents: number };

/** Everything that can be refused before any money moves: the price, and human verification. */
export function checkMembershipOrderStep(
  deps: Pick<MembershipOrderDeps, 'pricer' | 'verifyCaptcha'>,
): SaleStep<PlaceMembershipOrderRequest, PricedOrderInfo> {
  return {
    name: 'check-order',
    async run(request) {
      const priced = await deps.pricer.price(request.order.orderInfo, request.session);
      if (deps.verifyCaptcha) {
        const answer = request.order.captchaResponse;
        if (!answer || !(await deps.verifyCaptcha(answer, request.remoteIp)))
          throw new AppError('unprocessable', orderTexts.verificationFailed);
      }
      return priced;
    },
  };
}

async function charge(deps: ChargeDeps, { request, amountCents }: ChargeInput) {
  if (amountCents <= 0) return { transactionToken: null, paymentMethod: null };
  const cardToken = request.order.cardToken;
  if (!cardToken || cardToken === NO_CARD_TOKEN) {
    throw new AppError('validation_failed', orderTexts.cardRequired, {
      title: errorTexts.invalidFormTitle,
      fields: { 'order.cardToken': [orderTexts.cardRequired] },
    });
  }
  const key = membershipGatewayKey(request.idempotencyKey);
  const result = await deps.gateway.purchase({
    paymentMethodToken: cardToken,
    amountCents,
    currency: 'USD',
    idempotencyKey: key,
    description: 'Membership order',
  });
  await deps.repository.recordPayment({
    idempotencyKey: key,
    kind: 'purchase',
    transactionToken: result.transactionToken,
    amountCents,
    succeeded: result.succeeded,
    message: result.message,
  });
  if (!result.succeeded) throw paymentError(result, deps.supportEmail);
  const paymentMethod = await labelChargedCard(deps.gateway, result, cardToken);
  return { transactionToken: result.transactionToken, paymentMethod };
}

async function voidCharge(deps: ChargeDeps, payment: MembershipPayment, input: ChargeInput) {
  const transactionToken = payment.transactionToken;
  if (!transactionToken) return;
  const key = membershipGatewayKey(input.request.idempotencyKey);
  const result = await deps.gateway.void({ transactionToken, idempotencyKey: `${key}:void` });
  await deps.repository.recordPayment({
    idempotencyKey: key,
    kind: 'void',
    transactionToken: result.transactionToken ?? transactionToken,
    amountCents: input.amountCents,
    succeeded: result.succeeded,
    message: result.message,
  });
  // A void that fails leaves the money to the recovery job (decision 020).
  if (!result.succeeded) throw paymentError(result, deps.supportEmail);
}

/** Charges the card under the order's gateway key (no lock held); every call is recorded. */
export function chargeMembershipStep(deps: ChargeDeps): SaleStep<ChargeInput, MembershipPayment> {
  return {
    name: 'charge-card',
    run: (input) => charge(deps, input),
    undo: (payment, input) => voidCharge(deps, payment, input),
  };
}

/** What other modules may use of payments: the gateway port, its errors, failpoints and undo. */
export { noFailpoint, type Failpoint } from './failpoints.ts';
export { CallUnderWayError, type IdempotentGateway } from './idempotent-gateway.ts';
export { labelChargedCard } from './charged-card.ts';
export { paymentError, UnsettledPaymentError } from './payment-error.ts';
export type { GatewayResult, PaymentGateway } from './payment-gateway.ts';
export {
  CREDIT_PART,
  creditPartKey,
  undoUnfinishedPayment,
  undoUnfinishedSale,
  type Undone,
} from './undo-unfinished-payment.ts';
export { createPaymentGateway } from './create-payment-gateway.ts';

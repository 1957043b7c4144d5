/**
 * The card an order says it was paid with ("Visa ending in 1111"). Both gateways name it in the
 * purchase's answer; only a result recorded before answers carried it, and replayed for a
 * retried key, sends the shop to the vault to ask.
 */
import type { GatewayResult, PaymentGateway } from './payment-gateway.ts';

export async function labelChargedCard(
  gateway: Pick<PaymentGateway, 'describePaymentMethod'>,
  result: Extract<GatewayResult, { succeeded: true }>,
  paymentMethodToken: string,
): Promise<string | null> {
  if (result.card) return result.card.label;
  return (await gateway.describePaymentMethod(paymentMethodToken))?.label ?? null;
}

/** Shared setup of the sandbox gateway tests: the app, its gateway, cards and purchases. */
import { eq } from 'drizzle-orm';
import { addPaymentMethodResponseSchema } from '@shop/core/payment';
import { sandboxTransactions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

let keys = 0;
export const newKey = () => `test-key-${(keys += 1)}`;

/** An app without the demo catalogue, and a sandbox gateway on its clock. */
export async function startSandboxGateway(): Promise<{ t: TestApp; gateway: PaymentGateway }> {
  const t = await createTestApp({ seed: false });
  return { t, gateway: createSandboxGateway(t.database.db, { clock: () => t.now.value }) };
}

/** Vaulting cards and charging them, on the app and gateway `getSandbox` answers. */
export function bindSandboxCalls(getSandbox: () => { t: TestApp; gateway: PaymentGateway }) {
  async function tokenize(number: string): Promise<string> {
    const response = await getSandbox().t.app.inject({
      method: 'POST',
      url: '/sandbox-vault/v1/payment_methods.json',
      payload: {
        payment_method: {
          credit_card: {
            full_name: 'Ada Lovelace',
            number,
            verification_value: '123',
            month: 1,
            year: 2030,
          },
          email: 'ada@example.com',
        },
      },
    });
    return addPaymentMethodResponseSchema.parse(response.json()).transaction.payment_method.token;
  }

  async function transactionsOf(paymentMethodToken: string) {
    return getSandbox()
      .t.database.db.select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.paymentMethodToken, paymentMethodToken));
  }

  async function purchase(paymentMethodToken: string, amountCents = 4_500) {
    return getSandbox().gateway.purchase({
      paymentMethodToken,
      amountCents,
      currency: 'USD',
      idempotencyKey: newKey(),
      description: 'Order 100001',
    });
  }

  async function succeededPurchase(amountCents = 4_500): Promise<string> {
    const result = await purchase(await tokenize('4111111111111111'), amountCents);
    if (!result.succeeded) throw new Error(result.message);
    return result.transactionToken;
  }

  return { tokenize, transactionsOf, purchase, succeededPurchase };
}

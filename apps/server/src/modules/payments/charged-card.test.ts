/** The card an order names: from the purchase's answer, else from the vault. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { labelChargedCard } from './charged-card.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { bindSandboxCalls, startSandboxGateway } from './sandbox-gateway-test-setup.ts';

let t: TestApp;
let gateway: PaymentGateway;
beforeAll(async () => {
  ({ t, gateway } = await startSandboxGateway());
});
afterAll(() => t.close());
const { tokenize, purchase } = bindSandboxCalls(() => ({ t, gateway }));

it("reads the card from the purchase's answer", async () => {
  const result = await purchase(await tokenize('5555555555554444'));
  if (!result.succeeded) throw new Error(result.message);
  // A token the vault does not know: only the answer can have named the card.
  expect(await labelChargedCard(gateway, result, 'unknown-token')).toBe(
    'Mastercard ending in 4444',
  );
});

it('asks the vault when a recorded answer names no card', async () => {
  const token = await tokenize('4111111111111111');
  const recorded = { succeeded: true as const, transactionToken: 'tx-recorded', message: 'OK' };
  expect(await labelChargedCard(gateway, recorded, token)).toBe('Visa ending in 1111');
  expect(await labelChargedCard(gateway, recorded, 'unknown-token')).toBeNull();
});

/**
 * A gateway call whose outcome is unknown is released only if it is still the claim that was
 * inspected (decision 070): a process that looked the call up while another released it and
 * claimed the key again must not delete that new claim, or both would make the call.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createGatewayCallsRepository } from './gateway-calls-repository.ts';
import { CallUnderWayError, withIdempotency } from './idempotent-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createRawSandboxGateway } from './sandbox-gateway.ts';
import { createSandboxRepository } from './sandbox-repository.ts';
import { bindSandboxCalls, newKey, startSandboxGateway } from './sandbox-gateway-test-setup.ts';

let t: TestApp;
let gateway: PaymentGateway;
beforeAll(async () => {
  ({ t, gateway } = await startSandboxGateway());
});
afterAll(() => t.close());
const { succeededPurchase } = bindSandboxCalls(() => ({ t, gateway }));

/** A claim of a credit whose process stopped before the gateway saw it (no answer stored). */
async function strandedClaim(key: string, purchaseToken: string) {
  const calls = createGatewayCallsRepository(t.database.db);
  await calls.claimCall({
    idempotencyKey: key,
    gateway: 'sandbox',
    operation: 'credit',
    request: JSON.stringify({ transactionToken: purchaseToken, amountCents: 1_000 }),
    createdAt: new Date(t.now.value.getTime() - 120_000),
  });
  return (await calls.findCall(key))!;
}

async function sandboxCreditsUnder(key: string) {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from sandbox_transactions
      where order_id = ${key} and transaction_type = 'Credit'`,
  );
  return Number(row!.n);
}

describe('releasing an unsettled gateway call', () => {
  it('deletes the claim inspected, and not a newer claim of the same key', async () => {
    const calls = createGatewayCallsRepository(t.database.db);
    const key = newKey();
    const inspected = await strandedClaim(key, await succeededPurchase(5_000));

    // Another process released it and claimed the key again: its claim has a token of its own.
    expect(await calls.releaseUnsettledCall(key, inspected.claimToken)).toBe(true);
    await strandedClaim(key, 'another-claim');
    const newer = await calls.findCall(key);
    expect(newer!.claimToken).not.toBe(inspected.claimToken);

    // The late release of the first claim finds nothing to delete: the newer claim stands.
    expect(await calls.releaseUnsettledCall(key, inspected.claimToken)).toBe(false);
    expect((await calls.findCall(key))!.claimToken).toBe(newer!.claimToken);
    expect(await calls.releaseUnsettledCall(key, newer!.claimToken)).toBe(true);
    expect(await calls.findCall(key)).toBeUndefined();
  });

  it('never deletes a call whose answer is stored', async () => {
    const calls = createGatewayCallsRepository(t.database.db);
    const key = newKey();
    const claim = await strandedClaim(key, await succeededPurchase(5_000));
    await calls.completeCall(key, { succeeded: false, reason: 'declined' }, t.now.value);
    expect(await calls.releaseUnsettledCall(key, claim.claimToken)).toBe(false);
    expect(await calls.findCall(key)).toBeDefined();
  });

  it('settleCall waits when the key was claimed again while the gateway was asked, and the credit is made once', async () => {
    const purchaseToken = await succeededPurchase(5_000);
    const key = newKey();
    const stranded = await strandedClaim(key, purchaseToken);
    const calls = createGatewayCallsRepository(t.database.db);
    const raw = createRawSandboxGateway(createSandboxRepository(t.database.db));
    const clock = () => t.now.value;
    // This process asks the gateway about the stranded claim; meanwhile another process released
    // it, claimed the key again and is crediting (its call not yet at the gateway).
    const slowLookup: PaymentGateway = {
      ...raw,
      async findTransaction(lookup) {
        const found = await raw.findTransaction(lookup);
        expect(await calls.releaseUnsettledCall(key, stranded.claimToken)).toBe(true);
        await calls.claimCall({
          idempotencyKey: key,
          gateway: 'sandbox',
          operation: 'credit',
          request: stranded.request,
          createdAt: clock(),
        });
        return found;
      },
    };
    const late = withIdempotency(slowLookup, { gateway: 'sandbox', repository: calls, clock });
    await expect(
      late.settleCall(key, { startedBefore: new Date(clock().getTime() - 60_000) }),
    ).rejects.toBeInstanceOf(CallUnderWayError);
    // The other process's claim stands: a credit with the key waits for its answer, never
    // crediting a second time.
    const claim = await calls.findCall(key);
    expect(claim?.result).toBeNull();
    expect(claim?.claimToken).not.toBe(stranded.claimToken);
    expect(await sandboxCreditsUnder(key)).toBe(0);
  });
});

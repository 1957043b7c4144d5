/** Shared setup of the Spreedly adapter tests: a stand-in, a test database, and requests. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { IdempotentGateway } from './idempotent-gateway.ts';
import { createSpreedlyGateway } from './spreedly-gateway.ts';
import { startSpreedlyStandIn, type Made, type SeenRequest } from './spreedly-stand-in.ts';

export const credentials = {
  environmentKey: 'env-key',
  accessSecret: 'access-secret',
  gatewayToken: 'GW-TOKEN',
};

let keys = 0;
export const newKey = () => `spreedly-key-${(keys += 1)}`;

export const purchaseOf = (paymentMethodToken: string, idempotencyKey = newKey()) => ({
  paymentMethodToken,
  amountCents: 8_345,
  currency: 'USD' as const,
  idempotencyKey,
  description: 'Order 100001',
});

/**
 * A stand-in and a test database for the file's tests: the requests seen and warnings logged
 * are cleared before each test.
 */
export function useSpreedlyStandIn() {
  const context = {
    seen: [] as SeenRequest[],
    made: [] as Made[],
    warnings: [] as string[],
    baseUrl: '',
    database: undefined as unknown as DatabaseHandle,
  };
  let close = async () => {};
  beforeAll(async () => {
    const standIn = await startSpreedlyStandIn(context);
    context.baseUrl = standIn.baseUrl;
    close = standIn.close;
    context.database = await createTestDatabase();
  });
  afterAll(async () => {
    await close();
    await context.database.close();
  });
  beforeEach(() => {
    context.seen.length = 0;
    context.warnings.length = 0;
  });

  function gatewayAt(
    url = context.baseUrl,
    options: { accessSecret?: string; timeoutMs?: number } = {},
  ): IdempotentGateway {
    return createSpreedlyGateway({
      ...credentials,
      ...options,
      baseUrl: url,
      db: context.database.db,
      log: { warn: (_details, message) => context.warnings.push(message) },
    });
  }

  return { context, gatewayAt };
}

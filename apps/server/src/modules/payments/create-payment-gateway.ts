/** Picks the gateway adapter the settings name (DESIGN section 3): the sandbox or Spreedly. */
import type { Settings } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import type { Failpoint } from './failpoints.ts';
import type { IdempotentGateway } from './idempotent-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { createSpreedlyGateway } from './spreedly-gateway.ts';

type GatewaySettings = Pick<
  Settings,
  | 'NODE_ENV'
  | 'PAYMENT_GATEWAY'
  | 'SANDBOX_VAULT_DELAY_MS'
  | 'SPREEDLY_ENVIRONMENT_KEY'
  | 'SPREEDLY_ACCESS_SECRET'
  | 'SPREEDLY_GATEWAY_TOKEN'
  | 'SPREEDLY_BASE_URL'
>;

export function createPaymentGateway({
  settings,
  db,
  clock,
  log,
  failpoint,
}: {
  settings: GatewaySettings;
  db: Database;
  clock: () => Date;
  log: { warn(details: object, message: string): void };
  failpoint?: Failpoint | undefined;
}): IdempotentGateway {
  if (settings.PAYMENT_GATEWAY === 'spreedly') {
    const { SPREEDLY_ENVIRONMENT_KEY, SPREEDLY_ACCESS_SECRET, SPREEDLY_GATEWAY_TOKEN } = settings;
    // loadSettings refuses PAYMENT_GATEWAY=spreedly without these three.
    if (!SPREEDLY_ENVIRONMENT_KEY || !SPREEDLY_ACCESS_SECRET || !SPREEDLY_GATEWAY_TOKEN)
      throw new Error('PAYMENT_GATEWAY=spreedly needs the Spreedly key, secret and gateway token');
    return createSpreedlyGateway({
      environmentKey: SPREEDLY_ENVIRONMENT_KEY,
      accessSecret: SPREEDLY_ACCESS_SECRET,
      gatewayToken: SPREEDLY_GATEWAY_TOKEN,
      baseUrl: settings.SPREEDLY_BASE_URL,
      db,
      clock,
      log,
      ...(failpoint ? { failpoint } : {}),
    });
  }
  if (settings.NODE_ENV === 'production')
    log.warn({}, 'PAYMENT_GATEWAY=sandbox in production: cards are not really charged');
  return createSandboxGateway(db, {
    clock,
    delayMs: settings.SANDBOX_VAULT_DELAY_MS,
    log,
    ...(failpoint ? { failpoint } : {}),
  });
}

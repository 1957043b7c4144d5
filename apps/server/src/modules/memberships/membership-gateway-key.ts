/** Ticket and membership orders share the gateway's key space; this prefix keeps them apart. */
export const MEMBERSHIP_GATEWAY_PREFIX = 'membership:';

/** The gateway key of a membership order submitted with an idempotency key. */
export function membershipGatewayKey(idempotencyKey: string): string {
  return `${MEMBERSHIP_GATEWAY_PREFIX}${idempotencyKey}`;
}

/** What the worker may use of memberships: the gateway keys its payment recovery settles. */
export { MEMBERSHIP_GATEWAY_PREFIX, membershipGatewayKey } from './membership-gateway-key.ts';

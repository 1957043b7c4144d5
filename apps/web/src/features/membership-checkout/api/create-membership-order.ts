/** `POST /memberships/orders.json`: places the membership order, idempotently (SPEC section 7). */
import type {
  membershipOrderResponseSchema,
  CreateMembershipOrderBody,
  MembershipOrder,
} from '@shop/core/membership-api';
import { apiSend } from '../../../lib/api-client.ts';
import { bearerHeaders } from '../../../lib/member-token.ts';

export interface CreateMembershipOrderInput {
  order: CreateMembershipOrderBody['order'];
  /** One per submit attempt; a retry of the same attempt sends the same key. */
  idempotencyKey: string;
  token: string | undefined;
}

export async function createMembershipOrder({
  order,
  idempotencyKey,
  token,
}: CreateMembershipOrderInput): Promise<MembershipOrder> {
  const response = await apiSend<typeof membershipOrderResponseSchema>(
    'POST',
    '/memberships/orders.json',
    {
      headers: { 'idempotency-key': idempotencyKey, ...bearerHeaders(token) },
      body: { order },
    },
  );
  return response.data.attributes;
}

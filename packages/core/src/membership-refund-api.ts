/**
 * The back office's refund of a whole membership order (issue 31, decision 092): the card
 * credited once, and the order's passes revoked in the refund's own transaction, so the gate
 * refuses them ("Revoked") and the account page shows them revoked.
 */
import { z } from 'zod';
import { idParamSchema } from './field-schemas.ts';
import { plainText } from './text-rules.ts';

export const membershipOrderParamsSchema = z.object({ id: idParamSchema });

export const refundMembershipOrderBodySchema = z.object({
  reason: plainText().trim().max(500).optional(),
});
export type RefundMembershipOrderBody = z.infer<typeof refundMembershipOrderBodySchema>;

export const membershipRefundSchema = z.object({
  id: z.number().int(),
  membershipOrderId: z.number().int(),
  receipt: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  amountCents: z.number().int(),
  /** Passes of the order revoked by the refund. */
  revokedPasses: z.number().int(),
  message: z.string().nullable(),
});
export type MembershipRefund = z.infer<typeof membershipRefundSchema>;

export const membershipRefundResponseSchema = z.object({ data: membershipRefundSchema });

export const membershipRefundTexts = {
  alreadyRefunded: 'This membership order has already been refunded.',
  refundUnderWay: 'This refund is still being confirmed. Please look again in a few minutes.',
  refundNotConfirmed:
    'The payment service did not confirm the refund. It will be completed automatically; nothing more to do.',
  keyReused: 'This refund key was already used for a different refund.',
  noCardPayment: 'This membership order has no card payment to refund.',
  refunded: (receipt: string, passes: number) =>
    `Membership order ${receipt} refunded; ${passes} ${passes === 1 ? 'pass' : 'passes'} revoked.`,
  confirm: (receipt: string) =>
    `Refund membership order ${receipt} in full? Its passes stop admitting at once.`,
} as const;

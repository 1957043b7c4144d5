/**
 * Cash owed at the window (decision 073): a cancelled session's cash orders cannot be refunded
 * by a gateway, so their refunds wait `owed` until a clerk hands the cash over and records it.
 * Money is in cents, as in the rest of the admin API (decision 040).
 */
import { z } from 'zod';
import { idParamSchema } from './field-schemas.ts';
import { orderRefundSchema } from './order-admin-api.ts';

export const cashOwedTexts = {
  notFound: 'That cash refund was not found.',
  notOwed: 'This refund is not owed in cash: it was already handed over, or is not a cash refund.',
  /** No answer came: the hand-over may have been recorded, which the list read again shows. */
  unanswered:
    'The server did not answer. If the order is gone from the list below, the hand-over was recorded; if not, record it again.',
  recorded: (amount: string, receipt: string) =>
    `Recorded: ${amount} in cash handed over for order ${receipt}.`,
} as const;

export const cashOwedParamsSchema = z.object({ id: idParamSchema });

/** One refund owed in cash: what to count out, to whom, and why. */
export const cashOwedSchema = z.object({
  refundId: z.number().int(),
  orderId: z.number().int(),
  receipt: z.string(),
  customerName: z.string(),
  email: z.string(),
  amountCents: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type CashOwed = z.infer<typeof cashOwedSchema>;

export const cashOwedListResponseSchema = z.object({ data: z.array(cashOwedSchema) });
export const cashHandedOverResponseSchema = z.object({ data: orderRefundSchema });

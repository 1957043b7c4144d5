/**
 * Cancelling a session from the back office (issue 15, decision 057): one action closes the
 * session and refunds every order's places on it, each once; the progress is read back while it
 * runs. Money is in cents, as in the rest of the admin API (decision 040).
 */
import { z } from 'zod';
import { idParamSchema } from './field-schemas.ts';
import { REFUND_REASON_MAX_LENGTH } from './order-admin-api.ts';
import { plainText } from './text-rules.ts';

export const sessionCancellationTexts = {
  notFound: 'That session was not found.',
  started:
    'This session has already started, so it cannot be cancelled. Refund its orders one by one from the order page.',
  /**
   * A second staff member cancelling a session another has just cancelled (decision 085): who
   * did, and why, instead of their own reason being dropped.
   */
  alreadyCancelled: (staffName: string | null, reason: string | null) =>
    `${staffName ?? 'Someone'} already cancelled this session${reason ? `: “${reason}”` : ' (no reason given)'}. Your cancellation was not sent.`,
  /** The cancellation's answer was lost: its progress, read again, shows whether it began. */
  unanswered:
    'The server did not answer. What is shown below says whether the session is being cancelled.',
  tooLong: `Cannot exceed maximum character limit of ${REFUND_REASON_MAX_LENGTH}`,
  /** The refund's reason, which the visitor's e-mail shows. */
  refundReason: (session: string, reason: string | null) =>
    `${session} was cancelled${reason ? `: ${reason}` : '.'}`,
} as const;

export const sessionCancellationParamsSchema = z.object({ id: idParamSchema });

/** `POST /admin/activity-times/:id/cancellation`: why, shown to staff and in the e-mails. */
export const cancelSessionBodySchema = z.object({
  reason: plainText()
    .trim()
    .max(REFUND_REASON_MAX_LENGTH, sessionCancellationTexts.tooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type CancelSessionBody = z.infer<typeof cancelSessionBodySchema>;

/** `not-cancelled`: what a cancellation would refund; `running` until every order is settled. */
export const sessionCancellationStatuses = ['not-cancelled', 'running', 'done'] as const;

export const sessionCancellationSchema = z.object({
  sessionId: z.number().int(),
  status: z.enum(sessionCancellationStatuses),
  /** Orders the cancellation refunds (or would refund). */
  orders: z.number().int(),
  /** Of those, orders whose refund is done (or that had nothing left to refund). */
  refundedOrders: z.number().int(),
  /** Places on the session that are sold and not refunded. */
  placesToRefund: z.number().int(),
  /** Cents credited to cards; cash owed is counted apart (decision 073). */
  refundedCents: z.number().int(),
  /**
   * Of the orders refunded (or to refund, before it is cancelled), those paid by card (credited)
   * and in cash (owed at the window until a clerk hands it over).
   */
  cardRefundedOrders: z.number().int(),
  cashOwedOrders: z.number().int(),
  cashOwedCents: z.number().int(),
  failures: z.array(
    z.object({ orderId: z.number().int(), receipt: z.string(), message: z.string() }),
  ),
  reason: z.string().nullable(),
  createdAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type SessionCancellation = z.infer<typeof sessionCancellationSchema>;

export const sessionCancellationResponseSchema = z.object({ data: sessionCancellationSchema });

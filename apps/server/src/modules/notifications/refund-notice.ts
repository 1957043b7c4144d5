/**
 * The 'order-refund' message (decision 057): queued with a back-office refund, it reads the
 * refund, its places and the order's places still valid, and lays them out in refund-email.ts.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatClockTime, formatLongDate, instantToShopWallTime } from '@shop/core/shop-time';
import { queryRows, type Database } from '../../db/database.ts';
import type { EmailBrand } from './email-layout.ts';
import { UndeliverableMessageError, type MailMessage } from './mail-port.ts';
import {
  refundSubject,
  renderRefundHtml,
  renderRefundText,
  type RefundPlaces,
  type RefundView,
} from './refund-email.ts';

export const orderRefundPayloadSchema = z.object({
  orderId: z.number().int().positive(),
  refundId: z.number().int().positive(),
});

const jsonOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? JSON.parse(value) : value), schema);

const refundRowSchema = z.object({
  receipt: z.string(),
  token: z.string(),
  email: z.string(),
  first_name: z.string(),
  payment_method: z.string().nullable(),
  amount_cents: z.number().int(),
  status: z.string(),
  whole_order: z.boolean(),
  reason: z.string().nullable(),
  tickets: jsonOf(
    z.array(z.object({ lineItemTicketId: z.number().int(), quantity: z.number().int() })),
  ),
});

const placeRowSchema = z.object({
  id: z.number().int(),
  activity: z.string(),
  starts_at: z.coerce.date(),
  timed: z.boolean(),
  ticket_type: z.string(),
  quantity: z.number().int(),
  refunded_quantity: z.number().int(),
});

function whenOf(row: z.infer<typeof placeRowSchema>): string | null {
  if (!row.timed) return null;
  const wall = instantToShopWallTime(row.starts_at);
  return `${formatLongDate(wall.date)} at ${formatClockTime(wall.time)}`;
}

async function readRefundView(
  db: Database,
  payload: z.infer<typeof orderRefundPayloadSchema>,
  brand: EmailBrand,
): Promise<{ to: string; view: RefundView }> {
  const [found] = await queryRows(
    db,
    sql`select o.receipt, o.token, o.email, o.first_name, o.payment_method, r.amount_cents,
        r.status, r.whole_order, r.reason, r.tickets
      from order_refunds r join orders o on o.id = r.order_id
      where r.id = ${payload.refundId} and r.order_id = ${payload.orderId}`,
  );
  if (!found) throw new UndeliverableMessageError(`Refund ${payload.refundId} does not exist`);
  const refund = refundRowSchema.parse(found);
  const places = (
    await queryRows(
      db,
      sql`select lit.id, a.display_name as activity, t.starts_at, a.timed,
          tk.display_name as ticket_type, lit.quantity, lit.refunded_quantity
        from orders o
        join line_items li on li.cart_id = o.cart_id
        join activities a on a.id = li.activity_id
        join activity_times t on t.id = li.activity_time_id
        join line_item_tickets lit on lit.line_item_id = li.id
        join tickets tk on tk.id = lit.ticket_id
        where o.id = ${payload.orderId} order by t.starts_at, lit.id`,
    )
  ).map((row) => placeRowSchema.parse(row));
  const placesOf = (row: z.infer<typeof placeRowSchema>, count: number): RefundPlaces => ({
    activity: row.activity,
    when: whenOf(row),
    ticketType: row.ticket_type,
    count,
  });
  const refundedCount = new Map(refund.tickets.map((t) => [t.lineItemTicketId, t.quantity]));
  // Cash owed at the window (decision 073): its places are void already, though not yet counted
  // as refunded until the clerk hands the cash over.
  const cashOwed = refund.status === 'owed';
  const stillValid = (row: z.infer<typeof placeRowSchema>) =>
    row.quantity - row.refunded_quantity - (cashOwed ? (refundedCount.get(row.id) ?? 0) : 0);
  return {
    to: refund.email,
    view: {
      brand,
      receipt: refund.receipt,
      firstName: refund.first_name,
      amountCents: refund.amount_cents,
      paymentMethod: refund.payment_method,
      cashOwed,
      wholeOrder: refund.whole_order,
      reason: refund.reason,
      refunded: places
        .filter((row) => refundedCount.has(row.id))
        .map((row) => placesOf(row, refundedCount.get(row.id)!)),
      remaining: places
        .filter((row) => stillValid(row) > 0)
        .map((row) => placesOf(row, stillValid(row))),
      orderUrl: `${brand.publicUrl}/orders/confirmation/${encodeURIComponent(refund.token)}`,
    },
  };
}

export function createRefundNotice(options: { db: Database; brand: EmailBrand }) {
  return {
    /** Builds the refund e-mail for an outbox payload; no attachment: the refunded places are void. */
    async buildMessage(payload: unknown): Promise<MailMessage> {
      const parsed = orderRefundPayloadSchema.safeParse(payload);
      if (!parsed.success)
        throw new UndeliverableMessageError(`Bad order-refund payload: ${JSON.stringify(payload)}`);
      const { to, view } = await readRefundView(options.db, parsed.data, options.brand);
      return {
        to,
        subject: refundSubject(view),
        html: renderRefundHtml(view),
        text: renderRefundText(view),
        attachments: [],
      };
    },
  };
}

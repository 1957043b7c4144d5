/**
 * What the back office's order page reads beside the order row: its lines with their activity,
 * session, attendees and answers, and its history (payments, refunds, edits, e-mails, notes).
 * Raw rows are parsed with zod where they leave the database.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  orderAdminTexts,
  refundStatuses,
  staffActorName,
  type OrderNote,
  type OrderRefund,
} from '@shop/core/order-admin-api';
import { queryRows, type Database } from '../../db/database.ts';

const jsonOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? JSON.parse(value) : value), schema);

const udfSchema = z.object({ label: z.string(), value: z.unknown() });
const attendeeSchema = z
  .object({ firstName: z.string(), lastName: z.string() })
  .passthrough()
  .nullable();

const ticketRowSchema = z.object({
  line_item_id: z.number().int(),
  activity_id: z.number().int(),
  activity: z.string(),
  activity_time_id: z.number().int(),
  session: z.string(),
  starts_at: z.coerce.date(),
  booking_udfs: jsonOf(z.array(udfSchema)),
  ticket_row_id: z.number().int(),
  ticket_name: z.string(),
  quantity: z.number().int(),
  refunded_quantity: z.number().int(),
  price_cents: z.number().int(),
  attendee: jsonOf(attendeeSchema),
  attendee_udfs: jsonOf(z.array(udfSchema)),
});
export type OrderTicketRow = z.infer<typeof ticketRowSchema>;

const refundRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(refundStatuses),
  amount_cents: z.number().int(),
  whole_order: z.boolean(),
  tickets: jsonOf(
    z.array(
      z.object({
        lineItemTicketId: z.number().int(),
        quantity: z.number().int(),
        amountCents: z.number().int(),
      }),
    ),
  ),
  reason: z.string().nullable(),
  message: z.string().nullable(),
  staff_email: z.string().nullable(),
  staff_name: z.string().nullable(),
  staff_role: z.string().nullable(),
  created_at: z.coerce.date(),
  method: z.enum(['card', 'cash']),
});

/** A booking or attendee answer as the page shows it. */
export function answerOf(udf: z.infer<typeof udfSchema>) {
  const { value } = udf;
  const shown = value === null || value === undefined ? '' : String(value);
  return { label: udf.label, value: typeof value === 'boolean' ? (value ? 'Yes' : 'No') : shown };
}

export function toRefund(row: unknown): OrderRefund {
  const parsed = refundRowSchema.parse(row);
  return {
    id: parsed.id,
    status: parsed.status,
    amountCents: parsed.amount_cents,
    wholeOrder: parsed.whole_order,
    tickets: parsed.tickets,
    reason: parsed.reason,
    message: parsed.message,
    staffEmail: parsed.staff_email,
    staffName:
      parsed.staff_name && parsed.staff_role
        ? staffActorName(parsed.staff_name, parsed.staff_role)
        : null,
    createdAt: parsed.created_at.toISOString(),
    method: parsed.method,
  };
}

export const refundColumns = sql`r.id, r.status, r.amount_cents, r.whole_order, r.tickets,
  r.reason, r.message, s.email as staff_email, s.name as staff_name, s.role as staff_role,
  r.created_at,
  (select case when ro.payment_method = 'cash' then 'cash' else 'card' end
    from orders ro where ro.id = r.order_id) as method`;

/** The tickets of a cart with their line's activity, session and answers, in line order. */
export async function findOrderTickets(
  db: Pick<Database, 'execute'>,
  cartId: number,
): Promise<OrderTicketRow[]> {
  const rows = await queryRows(
    db,
    sql`select li.id as line_item_id, li.activity_id, a.display_name as activity,
        li.activity_time_id, t.display_name as session, t.starts_at, li.booking_udfs,
        lit.id as ticket_row_id, tk.display_name as ticket_name, lit.quantity,
        lit.refunded_quantity, lit.price_cents, lit.attendee, lit.attendee_udfs
      from line_items li
      join activities a on a.id = li.activity_id
      join activity_times t on t.id = li.activity_time_id
      join line_item_tickets lit on lit.line_item_id = li.id
      join tickets tk on tk.id = lit.ticket_id
      where li.cart_id = ${cartId}
      order by li.id, lit.id`,
  );
  return rows.map((row) => ticketRowSchema.parse(row));
}

export async function findOrderRefunds(db: Database, orderId: number): Promise<OrderRefund[]> {
  const rows = await queryRows(
    db,
    sql`select ${refundColumns} from order_refunds r left join staff s on s.id = r.staff_id
      where r.order_id = ${orderId} order by r.id`,
  );
  return rows.map(toRefund);
}

const noteRowSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  staff_email: z.string().nullable(),
  created_at: z.coerce.date(),
});

export function toNote(row: unknown): OrderNote {
  const parsed = noteRowSchema.parse(row);
  return {
    id: parsed.id,
    text: parsed.text,
    staffEmail: parsed.staff_email,
    createdAt: parsed.created_at.toISOString(),
  };
}

export async function findOrderNotes(db: Database, orderId: number): Promise<OrderNote[]> {
  const rows = await queryRows(
    db,
    sql`select n.id, n.text, s.email as staff_email, n.created_at
      from order_notes n left join staff s on s.id = n.staff_id
      where n.order_id = ${orderId} order by n.id`,
  );
  return rows.map(toNote);
}

const paymentRowSchema = z.object({
  kind: z.string(),
  amount_cents: z.number().int(),
  succeeded: z.boolean(),
  message: z.string().nullable(),
  created_at: z.coerce.date(),
});
const editRowSchema = z.object({
  kind: z.string(),
  actor: z.string(),
  staff_name: z.string().nullable(),
  staff_role: z.string().nullable(),
  charged_cents: z.number().int(),
  refunded_cents: z.number().int(),
  created_at: z.coerce.date(),
});
const emailRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  created_at: z.coerce.date(),
  sent_at: z.coerce.date().nullable(),
});

function actorOf(row: z.infer<typeof editRowSchema>): string {
  if (row.staff_name && row.staff_role) return staffActorName(row.staff_name, row.staff_role);
  return row.actor && !row.actor.startsWith('staff:') ? row.actor : orderAdminTexts.unknownActor;
}

/** The order's money moves, its edits and the e-mails queued for it, oldest first. */
export async function findOrderHistory(db: Database, orderId: number) {
  const [payments, edits, emails] = await Promise.all([
    queryRows(
      db,
      // The order's first charge is recorded by its key, before the order has an id.
      sql`select kind, amount_cents, succeeded, message, created_at from payment_transactions p
        where p.order_id = ${orderId} or p.transaction_token = (
          select charge_transaction_token from orders where id = ${orderId})
        order by p.id`,
    ),
    queryRows(
      db,
      // A box-office sale was placed by its seller, whatever e-mail the buyer gave; an event
      // by staff keeps 'staff:<id>' as its actor.
      sql`select e.kind, e.actor, e.charged_cents, e.refunded_cents, e.created_at,
          s.name as staff_name, s.role as staff_role
        from order_events e
        join orders o on o.id = e.order_id
        left join staff s on s.id = case
          when e.kind = 'placed' and o.sold_by_staff_id is not null then o.sold_by_staff_id
          when e.actor ~ '^staff:[0-9]+$' then substring(e.actor from 7)::int
        end
        where e.order_id = ${orderId} order by e.id`,
    ),
    queryRows(
      db,
      sql`select id, kind, status, created_at, sent_at from outbox
        where payload->>'orderId' = ${String(orderId)} and kind like 'order-%' order by id`,
    ),
  ]);
  return {
    payments: payments.map((row) => {
      const parsed = paymentRowSchema.parse(row);
      return {
        kind: parsed.kind,
        amountCents: parsed.amount_cents,
        succeeded: parsed.succeeded,
        message: parsed.message,
        createdAt: parsed.created_at.toISOString(),
      };
    }),
    edits: edits.map((row) => {
      const parsed = editRowSchema.parse(row);
      return {
        kind: parsed.kind,
        actor: actorOf(parsed),
        chargedCents: parsed.charged_cents,
        refundedCents: parsed.refunded_cents,
        createdAt: parsed.created_at.toISOString(),
      };
    }),
    emails: emails.map((row) => {
      const parsed = emailRowSchema.parse(row);
      return {
        id: parsed.id,
        kind: parsed.kind,
        status: parsed.status,
        createdAt: parsed.created_at.toISOString(),
        sentAt: parsed.sent_at?.toISOString() ?? null,
      };
    }),
  };
}

const sellerRowSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** The staff member who sold a box-office order (decision 059), or null for the shop's. */
export async function findSeller(db: Database, staffId: number | null) {
  if (staffId === null) return null;
  const [row] = await queryRows(db, sql`select id, name, email from staff where id = ${staffId}`);
  return row ? sellerRowSchema.parse(row) : null;
}

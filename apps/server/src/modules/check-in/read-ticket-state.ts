/**
 * What the gate needs to know of one ticket code, in one query (decision 049): its place, its
 * order, whether the order still has it, whether it was refunded, and its admission. Orders'
 * back office can use it to show a ticket's state.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';

const ticketStateRow = z.object({
  code: z.string(),
  orderId: z.number().int(),
  receipt: z.string(),
  lineItemTicketId: z.number().int(),
  n: z.number().int(),
  /** False once an order edit left this place out: the order's cart is no longer the ticket's. */
  inOrder: z.boolean(),
  refunded: z.boolean(),
  sessionId: z.number().int(),
  activity: z.string(),
  sessionName: z.string(),
  startsAt: z.coerce.date(),
  timed: z.boolean(),
  ticketType: z.string(),
  attendeeName: z.string().nullable(),
  buyerName: z.string(),
  admissionId: z.number().int().nullable(),
  admittedAt: z.coerce.date().nullable(),
  admittedSessionId: z.number().int().nullable(),
  admittedBy: z.string().nullable(),
});
export type TicketState = z.infer<typeof ticketStateRow>;

/**
 * Whether a place is refunded. A refund from the back office (decision 055) counts the places it
 * takes back in `refunded_quantity`; the last places of a ticket are the refunded ones.
 */
export const refundedPlace = sql`c.n > t.quantity - t.refunded_quantity`;

export async function readTicketState(
  db: Pick<Database, 'execute'>,
  code: string,
): Promise<TicketState | undefined> {
  const rows = await queryRows(
    db,
    sql`select c.code, c.order_id as "orderId", o.receipt,
          c.line_item_ticket_id as "lineItemTicketId", c.n,
          (o.cart_id = l.cart_id) as "inOrder", ${refundedPlace} as refunded,
          s.id as "sessionId", a.display_name as activity, s.display_name as "sessionName",
          s.starts_at as "startsAt", a.timed, k.display_name as "ticketType",
          nullif(trim(concat_ws(' ', t.attendee->>'firstName', t.attendee->>'lastName')), '')
            as "attendeeName",
          trim(concat_ws(' ', o.first_name, o.last_name)) as "buyerName",
          ad.id as "admissionId", ad.admitted_at as "admittedAt",
          ad.activity_time_id as "admittedSessionId", st.name as "admittedBy"
        from ticket_codes c
        join orders o on o.id = c.order_id
        join line_item_tickets t on t.id = c.line_item_ticket_id
        join line_items l on l.id = t.line_item_id
        join activity_times s on s.id = l.activity_time_id
        join activities a on a.id = s.activity_id
        join tickets k on k.id = t.ticket_id
        left join admissions ad on ad.ticket_code = c.code
        left join staff st on st.id = ad.staff_id
        where c.code = ${code}`,
  );
  return rows.length === 0 ? undefined : ticketStateRow.parse(rows[0]);
}

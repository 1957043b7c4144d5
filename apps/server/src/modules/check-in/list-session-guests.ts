/**
 * A session's guest list (decision 084): the places the gate expects (current orders' coded
 * places, refunded ones left out, as the gate's counts), each named by its attendee or else its
 * buyer, with its ticket type, order and arrival. Sorted by name, then receipt, to find a guest.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { GuestList } from '@shop/core/guest-list-api';
import { queryRows } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { findSession } from './check-in-repository.ts';
import { refundedPlace } from './read-ticket-state.ts';

const guestRow = z.object({
  attendee_first: z.string().nullable(),
  attendee_last: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  ticket: z.string(),
  order_id: z.number().int(),
  receipt: z.string(),
  code: z.string(),
  arrived_at: z.coerce.date().nullable(),
});

function nameOf(row: z.infer<typeof guestRow>) {
  const attendee = `${row.attendee_first ?? ''} ${row.attendee_last ?? ''}`.trim();
  if (attendee) return { name: attendee, isBuyer: false };
  return { name: `${row.first_name} ${row.last_name}`.trim(), isBuyer: true };
}

export async function listSessionGuests(
  deps: Pick<CheckInDeps, 'db'>,
  sessionId: number,
): Promise<GuestList> {
  const session = await findSession(deps.db, sessionId);
  if (!session) throw notFound('Activity time');
  const rows = await queryRows(
    deps.db,
    sql`select t.attendee->>'firstName' as attendee_first, t.attendee->>'lastName' as attendee_last,
        o.first_name, o.last_name, tk.display_name as ticket, o.id as order_id, o.receipt,
        c.code, ad.admitted_at as arrived_at
      from ticket_codes c
      join line_item_tickets t on t.id = c.line_item_ticket_id
      join line_items l on l.id = t.line_item_id
      join orders o on o.id = c.order_id and o.cart_id = l.cart_id
      join tickets tk on tk.id = t.ticket_id
      left join admissions ad on ad.ticket_code = c.code
      where l.activity_time_id = ${sessionId} and not ${refundedPlace}
      order by o.id, t.id, c.n`,
  );
  const guests = rows
    .map((row) => {
      const parsed = guestRow.parse(row);
      return {
        ...nameOf(parsed),
        ticket: parsed.ticket,
        orderId: parsed.order_id,
        receipt: parsed.receipt,
        codeEnd: parsed.code.slice(-4),
        arrivedAt: parsed.arrived_at?.toISOString() ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.receipt.localeCompare(b.receipt));
  return {
    session: {
      id: session.id,
      activity: session.activity,
      name: session.name,
      startsAt: session.startsAt.toISOString(),
      cancelled: session.cancelled,
    },
    expected: guests.length,
    arrived: guests.filter((guest) => guest.arrivedAt !== null).length,
    guests,
  };
}

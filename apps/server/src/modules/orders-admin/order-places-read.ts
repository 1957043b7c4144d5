/** The places of an order's tickets with their refund and check-in (decisions 049, 084). */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TicketPlace } from '@shop/core/order-admin-api';
import { queryRows, type Database } from '../../db/database.ts';

const placeRowSchema = z.object({
  line_item_ticket_id: z.number().int(),
  n: z.number().int(),
  code: z.string(),
  refunded: z.boolean(),
  admitted_at: z.coerce.date().nullable(),
  admitted_by: z.string().nullable(),
});

/**
 * The places of a cart's tickets with their check-in (decision 049), by line item ticket id. A
 * place is refunded when it is among the line's last `refunded_quantity` places.
 */
export async function findOrderPlaces(
  db: Pick<Database, 'execute'>,
  cartId: number,
): Promise<Map<number, TicketPlace[]>> {
  const rows = await queryRows(
    db,
    sql`select c.line_item_ticket_id, c.n, c.code,
        c.n > lit.quantity - lit.refunded_quantity as refunded,
        ad.admitted_at, st.name as admitted_by
      from line_items li
      join line_item_tickets lit on lit.line_item_id = li.id
      join ticket_codes c on c.line_item_ticket_id = lit.id
      left join admissions ad on ad.ticket_code = c.code
      left join staff st on st.id = ad.staff_id
      where li.cart_id = ${cartId}
      order by c.line_item_ticket_id, c.n`,
  );
  const places = new Map<number, TicketPlace[]>();
  for (const row of rows) {
    const parsed = placeRowSchema.parse(row);
    const list = places.get(parsed.line_item_ticket_id) ?? [];
    list.push({
      n: parsed.n,
      // The code's end only: enough to match a printed ticket, useless to forge one.
      codeEnd: parsed.code.slice(-4),
      refunded: parsed.refunded,
      admittedAt: parsed.admitted_at?.toISOString() ?? null,
      admittedBy: parsed.admitted_by,
    });
    places.set(parsed.line_item_ticket_id, list);
  }
  return places;
}

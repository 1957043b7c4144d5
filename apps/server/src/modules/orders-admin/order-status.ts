/** Where an order stands after refunds, as the search and the order page both say it. */
import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shop/core/order-admin-api';

/** The places of the order row `o` (or its refunded places), summed over its cart's tickets. */
export function placesOfOrderSql(column: 'quantity' | 'refunded_quantity' = 'quantity'): SQL {
  return sql`(select coalesce(sum(lit.${sql.raw(column)}), 0)::int
    from line_item_tickets lit join line_items li on li.id = lit.line_item_id
    where li.cart_id = o.cart_id)`;
}

/** What the refunds of the order row `o` gave back. */
export function refundedCentsOfOrderSql(): SQL {
  return sql`(select coalesce(sum(r.amount_cents), 0)::int from order_refunds r
    where r.order_id = o.id and r.status = 'succeeded')`;
}

export function orderStatusOf(
  places: number,
  refundedPlaces: number,
  refundedCents: number,
): OrderStatus {
  if (places > 0 && refundedPlaces >= places) return 'refunded';
  return refundedPlaces > 0 || refundedCents > 0 ? 'partly-refunded' : 'paid';
}

/**
 * A report's range of shop days as SQL: the instants of Denver midnight starting `from` and
 * ending the day after `to`, computed by PostgreSQL's time zone rules so a day across a change
 * of daylight saving time is 23 or 25 hours long, and the shop day of an instant.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/core/shop-time';
import { ticketPlacesSql } from '../carts/index.ts';

export interface ReportRange {
  from: string;
  to: string;
}

export function rangeStarts(range: ReportRange): SQL {
  return sql`((${range.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE})`;
}

export function rangeEnds(range: ReportRange): SQL {
  return sql`((${range.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;
}

/** `column` (a timestamptz) falls on one of the range's shop days. */
export function withinRange(column: SQL, range: ReportRange): SQL {
  return sql`(${column} >= ${rangeStarts(range)} and ${column} < ${rangeEnds(range)})`;
}

/** The shop day (Denver) of a timestamptz column, as a date. */
export function shopDayOf(column: SQL): SQL {
  return sql`((${column} at time zone ${SHOP_TIME_ZONE})::date)`;
}

/** The succeeded refunds of an order, in cents, whenever they were made. */
export function refundedCentsOf(orderId: SQL): SQL {
  return sql`coalesce((select sum(r.amount_cents) from order_refunds r
    where r.order_id = ${orderId} and r.status = 'succeeded'), 0)`;
}

/** The places of an order's cart: its tickets' quantities, add-ons taking none (decision 074). */
export function placesOf(cartId: SQL): SQL {
  return sql`coalesce((select sum(${ticketPlacesSql(sql`t.add_on`, sql`lit.quantity`)})
    from line_items li join line_item_tickets lit on lit.line_item_id = li.id
    join tickets t on t.id = lit.ticket_id where li.cart_id = ${cartId}), 0)`;
}

/**
 * How an order was paid (decision 082): `cash` as the walk-up records it, nothing recorded and
 * nothing paid is `free`, any other (a card's label, or a free order an edit charged) is `card`.
 */
export function paymentKindOf(order: SQL): SQL {
  return sql`(case when ${order}.payment_method = 'cash' then 'cash'
    when ${order}.payment_method is null and ${order}.total_paid_cents = 0 then 'free'
    else 'card' end)`;
}

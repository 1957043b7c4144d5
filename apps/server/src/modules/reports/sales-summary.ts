/**
 * The range's totals in one row: its ticket orders (with their refunds whenever made), its
 * membership orders, the revenue net of refunds, and, for closing a day's till, the refunds
 * made in the range whatever day their orders were placed (decision 058).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { salesSummaryRowSchema, type ReportRow } from '@shop/core/report-api';
import { queryRows, type Database } from '../../db/database.ts';
import {
  placesOf,
  rangeStarts,
  refundedCentsOf,
  withinRange,
  type ReportRange,
} from './report-range.ts';

const rowSchema = z.object({
  ticket_orders: z.coerce.number(),
  places: z.coerce.number(),
  subtotal_cents: z.coerce.number(),
  discount_cents: z.coerce.number(),
  tax_cents: z.coerce.number(),
  donation_cents: z.coerce.number(),
  ticket_paid_cents: z.coerce.number(),
  refunded_cents: z.coerce.number(),
  membership_orders: z.coerce.number(),
  membership_paid_cents: z.coerce.number(),
  earlier_refunds_cents: z.coerce.number(),
});

export async function readSalesSummary(
  db: Database,
  range: ReportRange,
): Promise<ReportRow<'summary'>[]> {
  const [raw] = await queryRows(
    db,
    sql`with placed as (
        select o.*, ${placesOf(sql`o.cart_id`)} as places, ${refundedCentsOf(sql`o.id`)} as refunded
        from orders o where ${withinRange(sql`o.created_at`, range)})
      select
        (select count(*) from placed) as ticket_orders,
        (select coalesce(sum(places), 0) from placed) as places,
        (select coalesce(sum(subtotal_cents), 0) from placed) as subtotal_cents,
        (select coalesce(sum(discount_cents), 0) from placed) as discount_cents,
        (select coalesce(sum(tax_cents), 0) from placed) as tax_cents,
        (select coalesce(sum(donation_cents), 0) from placed) as donation_cents,
        (select coalesce(sum(total_paid_cents), 0) from placed) as ticket_paid_cents,
        (select coalesce(sum(refunded), 0) from placed) as refunded_cents,
        (select count(*) from membership_orders m
          where ${withinRange(sql`m.created_at`, range)}) as membership_orders,
        (select coalesce(sum(m.total_paid_cents), 0) from membership_orders m
          where ${withinRange(sql`m.created_at`, range)}) as membership_paid_cents,
        (select coalesce(sum(r.amount_cents), 0) from order_refunds r
          join orders o on o.id = r.order_id
          where r.status = 'succeeded' and o.created_at < ${rangeStarts(range)}
            and ${withinRange(sql`r.settled_at`, range)}) as earlier_refunds_cents`,
  );
  const row = rowSchema.parse(raw);
  return [
    salesSummaryRowSchema.parse({
      ticketOrders: row.ticket_orders,
      places: row.places,
      subtotalCents: row.subtotal_cents,
      discountCents: row.discount_cents,
      taxCents: row.tax_cents,
      donationCents: row.donation_cents,
      ticketPaidCents: row.ticket_paid_cents,
      refundedCents: row.refunded_cents,
      membershipOrders: row.membership_orders,
      membershipPaidCents: row.membership_paid_cents,
      netCents: row.ticket_paid_cents - row.refunded_cents + row.membership_paid_cents,
      earlierRefundsCents: row.earlier_refunds_cents,
    }),
  ];
}

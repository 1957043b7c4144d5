/**
 * Sales by shop day (Denver): every day of the range, with the ticket orders placed that day,
 * their cents as the orders recorded them, and those orders' refunds whenever made.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { salesDayRowSchema, type ReportRow } from '@shop/core/report-api';
import { queryRows, type Database } from '../../db/database.ts';
import {
  placesOf,
  refundedCentsOf,
  shopDayOf,
  withinRange,
  type ReportRange,
} from './report-range.ts';

// Sums are bigint in PostgreSQL, which the drivers hand over as text.
const rowSchema = z.object({
  day: z.string(),
  orders: z.coerce.number(),
  places: z.coerce.number(),
  subtotal_cents: z.coerce.number(),
  discount_cents: z.coerce.number(),
  tax_cents: z.coerce.number(),
  donation_cents: z.coerce.number(),
  paid_cents: z.coerce.number(),
  refunded_cents: z.coerce.number(),
  net_cents: z.coerce.number(),
});

/** One row per day of the range, days without orders included (at zero). */
export async function readSalesByDay(
  db: Database,
  range: ReportRange,
): Promise<ReportRow<'days'>[]> {
  const rows = await queryRows(
    db,
    sql`with placed as (
        select ${shopDayOf(sql`o.created_at`)} as day, o.subtotal_cents, o.discount_cents,
          o.tax_cents, o.donation_cents, o.total_paid_cents,
          ${placesOf(sql`o.cart_id`)} as places, ${refundedCentsOf(sql`o.id`)} as refunded
        from orders o where ${withinRange(sql`o.created_at`, range)})
      select to_char(d.day, 'YYYY-MM-DD') as day, count(p.day) as orders,
        coalesce(sum(p.places), 0) as places,
        coalesce(sum(p.subtotal_cents), 0) as subtotal_cents,
        coalesce(sum(p.discount_cents), 0) as discount_cents,
        coalesce(sum(p.tax_cents), 0) as tax_cents,
        coalesce(sum(p.donation_cents), 0) as donation_cents,
        coalesce(sum(p.total_paid_cents), 0) as paid_cents,
        coalesce(sum(p.refunded), 0) as refunded_cents,
        coalesce(sum(p.total_paid_cents - p.refunded), 0) as net_cents
      from (select g::date as day from generate_series(${range.from}::date, ${range.to}::date,
        interval '1 day') g) d
      left join placed p on p.day = d.day
      group by d.day order by d.day`,
  );
  return rows.map((raw) => {
    const row = rowSchema.parse(raw);
    return salesDayRowSchema.parse({
      day: row.day,
      orders: row.orders,
      places: row.places,
      subtotalCents: row.subtotal_cents,
      discountCents: row.discount_cents,
      taxCents: row.tax_cents,
      donationCents: row.donation_cents,
      paidCents: row.paid_cents,
      refundedCents: row.refunded_cents,
      netCents: row.net_cents,
    });
  });
}

/** Membership sales: the membership orders placed in the range, by membership product. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { membershipSalesRowSchema, type ReportRow } from '@shop/core/report-api';
import { queryRows, type Database } from '../../db/database.ts';
import { withinRange, type ReportRange } from './report-range.ts';

const rowSchema = z.object({
  membership_id: z.number().int(),
  membership: z.string(),
  orders: z.coerce.number(),
  subtotal_cents: z.coerce.number(),
  discount_cents: z.coerce.number(),
  tax_cents: z.coerce.number(),
  donation_cents: z.coerce.number(),
  paid_cents: z.coerce.number(),
});

export async function readMembershipSales(
  db: Database,
  range: ReportRange,
): Promise<ReportRow<'memberships'>[]> {
  const rows = await queryRows(
    db,
    sql`select m.id as membership_id, m.display_name as membership, count(*) as orders,
        sum(o.subtotal_before_discounts_cents) as subtotal_cents,
        sum(o.discount_cents) as discount_cents, sum(o.tax_cents) as tax_cents,
        sum(o.donation_cents) as donation_cents, sum(o.total_paid_cents) as paid_cents
      from membership_orders o join memberships m on m.id = o.membership_id
      where ${withinRange(sql`o.created_at`, range)}
      group by m.id, m.display_name
      order by paid_cents desc, m.display_name, m.id`,
  );
  return rows.map((raw) => {
    const row = rowSchema.parse(raw);
    return membershipSalesRowSchema.parse({
      membershipId: row.membership_id,
      membership: row.membership,
      orders: row.orders,
      subtotalCents: row.subtotal_cents,
      discountCents: row.discount_cents,
      taxCents: row.tax_cents,
      donationCents: row.donation_cents,
      paidCents: row.paid_cents,
    });
  });
}

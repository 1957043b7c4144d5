/**
 * Ticket orders placed in the range by how they were paid and by who sold them (decision 082),
 * with those orders' refunds whenever made, as the sales by day count them.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ONLINE_SELLER,
  methodSalesRowSchema,
  paymentKindLabels,
  paymentKinds,
  sellerSalesRowSchema,
  type ReportRow,
} from '@shop/core/report-api';
import { queryRows, type Database } from '../../db/database.ts';
import { paymentKindOf, refundedCentsOf, withinRange, type ReportRange } from './report-range.ts';

const figures = {
  orders: z.coerce.number(),
  paid_cents: z.coerce.number(),
  refunded_cents: z.coerce.number(),
};
const methodRowSchema = z.object({ method: z.enum(paymentKinds), ...figures });
const sellerRowSchema = z.object({
  staff_id: z.number().int().nullable(),
  seller: z.string().nullable(),
  ...figures,
});

const placedSql = (range: ReportRange) => sql`placed as (
  select o.sold_by_staff_id, o.total_paid_cents, ${paymentKindOf(sql`o`)} as method,
    ${refundedCentsOf(sql`o.id`)} as refunded
  from orders o where ${withinRange(sql`o.created_at`, range)})`;

/** Each payment method, in a fixed order, those with no orders at zero. */
export async function readSalesByMethod(
  db: Database,
  range: ReportRange,
): Promise<ReportRow<'methods'>[]> {
  const rows = await queryRows(
    db,
    sql`with ${placedSql(range)}
      select p.method, count(*) as orders, sum(p.total_paid_cents) as paid_cents,
        sum(p.refunded) as refunded_cents
      from placed p group by p.method`,
  );
  const found = new Map(rows.map((raw) => methodRowSchema.parse(raw)).map((r) => [r.method, r]));
  return paymentKinds.map((method) => {
    const row = found.get(method);
    const paid = row?.paid_cents ?? 0;
    const refunded = row?.refunded_cents ?? 0;
    return methodSalesRowSchema.parse({
      method,
      label: paymentKindLabels[method],
      orders: row?.orders ?? 0,
      paidCents: paid,
      refundedCents: refunded,
      netCents: paid - refunded,
    });
  });
}

/** Each seller with orders in the range: the online shop first, then clerks by name. */
export async function readSalesBySeller(
  db: Database,
  range: ReportRange,
): Promise<ReportRow<'sellers'>[]> {
  const rows = await queryRows(
    db,
    sql`with ${placedSql(range)}
      select p.sold_by_staff_id as staff_id, s.name as seller, count(*) as orders,
        sum(p.total_paid_cents) as paid_cents, sum(p.refunded) as refunded_cents
      from placed p left join staff s on s.id = p.sold_by_staff_id
      group by p.sold_by_staff_id, s.name
      order by p.sold_by_staff_id is not null, s.name, p.sold_by_staff_id`,
  );
  return rows.map((raw) => {
    const row = sellerRowSchema.parse(raw);
    return sellerSalesRowSchema.parse({
      staffId: row.staff_id,
      seller: row.staff_id === null ? ONLINE_SELLER : (row.seller ?? ONLINE_SELLER),
      orders: row.orders,
      paidCents: row.paid_cents,
      refundedCents: row.refunded_cents,
      netCents: row.paid_cents - row.refunded_cents,
    });
  });
}

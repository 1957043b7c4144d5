/**
 * The back office's order search (issue 15): free text against the receipt, the name and the
 * e-mail, narrowed by purchase date (the shop's day), activity, session, payment method and
 * seller (decision 082); newest first, paged.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { OrderSearchQuery, OrderSummary } from '@shop/core/order-admin-api';
import { addDaysToIsoDate, shopWallTimeToInstant } from '@shop/core/shop-time';
import { queryRows, type Database } from '../../db/database.ts';
import { paymentKindOf } from '../reports/index.ts';
import { orderStatusOf, placesOfOrderSql, refundedCentsOfOrderSql } from './order-status.ts';

const summaryRowSchema = z.object({
  id: z.number().int(),
  receipt: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created_at: z.coerce.date(),
  total_paid_cents: z.number().int(),
  payment_method: z.string().nullable(),
  sold_by: z.string().nullable(),
  places: z.coerce.number().int(),
  refunded_places: z.coerce.number().int(),
  refunded_cents: z.coerce.number().int(),
  total: z.coerce.number().int(),
});

/** `%` and `_` typed in the search box are matched as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

function conditionsOf(query: OrderSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q.toLowerCase());
    conditions.push(sql`(o.receipt = ${query.q} or lower(o.email) like ${pattern}
      or lower(o.first_name || ' ' || o.last_name) like ${pattern})`);
  }
  if (query.date) {
    const from = shopWallTimeToInstant(query.date, '00:00');
    const to = shopWallTimeToInstant(addDaysToIsoDate(query.date, 1), '00:00');
    conditions.push(
      sql`o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz`,
    );
  }
  if (query.activityId !== undefined)
    conditions.push(sql`exists (select 1 from line_items li
      where li.cart_id = o.cart_id and li.activity_id = ${query.activityId})`);
  if (query.activityTimeId !== undefined)
    conditions.push(sql`exists (select 1 from line_items li
      where li.cart_id = o.cart_id and li.activity_time_id = ${query.activityTimeId})`);
  if (query.paymentMethod) conditions.push(sql`${paymentKindOf(sql`o`)} = ${query.paymentMethod}`);
  if (query.seller === 'online') conditions.push(sql`o.sold_by_staff_id is null`);
  else if (query.seller !== undefined) conditions.push(sql`o.sold_by_staff_id = ${query.seller}`);
  return conditions;
}

/** One page of the orders the query finds, and how many it finds in all. */
export async function searchOrders(
  db: Database,
  query: OrderSearchQuery,
): Promise<{ orders: OrderSummary[]; total: number }> {
  const conditions = conditionsOf(query);
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const rows = await queryRows(
    db,
    sql`select o.id, o.receipt, o.first_name, o.last_name, o.email, o.created_at,
        o.total_paid_cents, o.payment_method,
        (select s.name from staff s where s.id = o.sold_by_staff_id) as sold_by,
        ${placesOfOrderSql()} as places,
        ${placesOfOrderSql('refunded_quantity')} as refunded_places,
        ${refundedCentsOfOrderSql()} as refunded_cents, count(*) over () as total
      from orders o where ${where}
      order by o.created_at desc, o.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const parsed = rows.map((row) => summaryRowSchema.parse(row));
  return {
    orders: parsed.map((row) => ({
      id: row.id,
      receipt: row.receipt,
      customerName: `${row.first_name} ${row.last_name}`,
      email: row.email,
      createdAt: row.created_at.toISOString(),
      places: row.places,
      totalPaidCents: row.total_paid_cents,
      refundedCents: row.refunded_cents,
      status: orderStatusOf(row.places, row.refunded_places, row.refunded_cents),
      paymentMethod: row.payment_method,
      soldBy: row.sold_by,
    })),
    total: parsed[0]?.total ?? (query.page > 1 ? await countOrders(db, where) : 0),
  };
}

/** The count when the page asked for lies past the last row. */
async function countOrders(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows(db, sql`select count(*)::int as n from orders o where ${where}`);
  return z.object({ n: z.coerce.number() }).parse(row).n;
}

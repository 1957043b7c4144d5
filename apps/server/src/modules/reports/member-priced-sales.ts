/**
 * Member-priced sales (issue 31, decision 095): the membership places of the ticket orders placed
 * on the range's Denver days, per day, venue, activity and benefit (included, member price, a
 * guest), at the price each was sold at and less the places refunded since, as the other place
 * tables count them (before the order's coupons and taxes: decision 058).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { passBenefits } from '@shop/core/pass-booking';
import {
  memberPricedSalesRowSchema,
  passBenefitLabels,
  type ReportRow,
} from '@shop/core/report-api';
import { queryRows, type Database } from '../../db/database.ts';
import { shopDayOf, withinRange, type ReportRange } from './report-range.ts';

const rowSchema = z.object({
  day: z.string(),
  venue_id: z.number().int(),
  venue: z.string(),
  activity_id: z.number().int(),
  activity: z.string(),
  benefit: z.enum(passBenefits),
  orders: z.coerce.number(),
  places: z.coerce.number(),
  refunded_places: z.coerce.number(),
  sales_cents: z.coerce.number(),
  net_sales_cents: z.coerce.number(),
});

/** The benefits in the order the page lists them: included, member price, guest. */
const benefitOrder = sql.raw(`array[${passBenefits.map((benefit) => `'${benefit}'`).join(', ')}]`);

export async function readMemberPricedSales(
  db: Database,
  range: ReportRange,
): Promise<ReportRow<'member-priced-sales'>[]> {
  const rows = await queryRows(
    db,
    sql`select to_char(${shopDayOf(sql`o.created_at`)}, 'YYYY-MM-DD') as day,
        v.id as venue_id, v.display_name as venue, a.id as activity_id,
        a.display_name as activity, lit.pass_benefit as benefit,
        count(distinct o.id) as orders, sum(lit.quantity) as places,
        sum(lit.refunded_quantity) as refunded_places,
        sum(lit.price_cents::bigint * lit.quantity) as sales_cents,
        sum(lit.price_cents::bigint * (lit.quantity - lit.refunded_quantity)) as net_sales_cents
      from orders o
      join line_items li on li.cart_id = o.cart_id
      join line_item_tickets lit on lit.line_item_id = li.id
      join activities a on a.id = li.activity_id
      join venues v on v.id = a.venue_id
      where lit.pass_member_id is not null and ${withinRange(sql`o.created_at`, range)}
      group by 1, v.id, v.display_name, a.id, a.display_name, lit.pass_benefit
      order by 1, v.display_name, a.display_name, a.id,
        array_position(${benefitOrder}, lit.pass_benefit::text)`,
  );
  return rows.map((raw) => {
    const row = rowSchema.parse(raw);
    return memberPricedSalesRowSchema.parse({
      day: row.day,
      venueId: row.venue_id,
      venue: row.venue,
      activityId: row.activity_id,
      activity: row.activity,
      benefit: row.benefit,
      benefitLabel: passBenefitLabels[row.benefit],
      orders: row.orders,
      places: row.places,
      refundedPlaces: row.refunded_places,
      salesCents: row.sales_cents,
      netSalesCents: row.net_sales_cents,
    });
  });
}

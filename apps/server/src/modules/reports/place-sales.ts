/**
 * Sales of places by activity, by session and by ticket type: the ticket lines of the orders
 * placed in the range, at the price each line was sold at (before the order's coupon and taxes,
 * which are the order's own figures: decision 058), and the places refunded from them since.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  activitySalesRowSchema,
  sessionSalesRowSchema,
  ticketTypeSalesRowSchema,
  type ReportRow,
} from '@shop/core/report-api';
import { queryRows, type Database } from '../../db/database.ts';
import { ticketPlacesSql } from '../carts/index.ts';
import { withinRange, type ReportRange } from './report-range.ts';

const figuresSchema = z.object({
  orders: z.coerce.number(),
  places: z.coerce.number(),
  refunded_places: z.coerce.number(),
  sales_cents: z.coerce.number(),
  net_sales_cents: z.coerce.number(),
});

/**
 * What a row counts of each ticket line: the places it took (add-ons none, decision 074), or,
 * in a row of one ticket type, its units, so an add-on's row says how many were sold.
 */
type Counted = 'places' | 'units';

function countedOf(counted: Counted, quantity: SQL): SQL {
  return counted === 'units' ? quantity : ticketPlacesSql(sql`t.add_on`, quantity);
}

/** The ticket lines of the range's orders grouped by `groupBy`, with their figures. */
async function readPlaceFigures(
  db: Database,
  range: ReportRange,
  shape: { select: SQL; groupBy: SQL; orderBy: SQL; counted?: Counted },
) {
  const counted = shape.counted ?? 'places';
  return queryRows(
    db,
    sql`select ${shape.select}, count(distinct o.id) as orders,
        sum(${countedOf(counted, sql`lit.quantity`)}) as places,
        sum(${countedOf(counted, sql`lit.refunded_quantity`)}) as refunded_places,
        sum(lit.price_cents::bigint * lit.quantity) as sales_cents,
        sum(lit.price_cents::bigint * (lit.quantity - lit.refunded_quantity)) as net_sales_cents
      from orders o
      join line_items li on li.cart_id = o.cart_id
      join line_item_tickets lit on lit.line_item_id = li.id
      join activities a on a.id = li.activity_id
      join activity_times s on s.id = li.activity_time_id
      join tickets t on t.id = lit.ticket_id
      join activities ta on ta.id = t.activity_id
      where ${withinRange(sql`o.created_at`, range)}
      group by ${shape.groupBy} order by ${shape.orderBy}`,
  );
}

function figuresOf(raw: unknown) {
  const row = figuresSchema.parse(raw);
  return {
    orders: row.orders,
    places: row.places,
    refundedPlaces: row.refunded_places,
    salesCents: row.sales_cents,
    netSalesCents: row.net_sales_cents,
  };
}

/** Sales by activity (the activity of each line), largest sales first. */
export async function readSalesByActivity(
  db: Database,
  range: ReportRange,
): Promise<ReportRow<'activities'>[]> {
  const rows = await readPlaceFigures(db, range, {
    select: sql`a.id as activity_id, a.display_name as activity`,
    groupBy: sql`a.id, a.display_name`,
    orderBy: sql`sales_cents desc, a.display_name, a.id`,
  });
  const keys = z.object({ activity_id: z.number().int(), activity: z.string() });
  return rows.map((raw) => {
    const row = keys.parse(raw);
    return activitySalesRowSchema.parse({
      activityId: row.activity_id,
      activity: row.activity,
      ...figuresOf(raw),
    });
  });
}

/** Sales by session, in the order the sessions start. */
export async function readSalesBySession(
  db: Database,
  range: ReportRange,
): Promise<ReportRow<'sessions'>[]> {
  const rows = await readPlaceFigures(db, range, {
    select: sql`s.id as activity_time_id, a.display_name as activity,
      s.display_name as session, s.starts_at`,
    groupBy: sql`s.id, a.display_name, s.display_name, s.starts_at`,
    orderBy: sql`s.starts_at, a.display_name, s.id`,
  });
  const keys = z.object({
    activity_time_id: z.number().int(),
    activity: z.string(),
    session: z.string(),
    starts_at: z.coerce.date(),
  });
  return rows.map((raw) => {
    const row = keys.parse(raw);
    return sessionSalesRowSchema.parse({
      activityTimeId: row.activity_time_id,
      activity: row.activity,
      session: row.session,
      startsAt: row.starts_at.toISOString(),
      ...figuresOf(raw),
    });
  });
}

/** Sales by ticket type (with the activity it belongs to), by activity then the ticket types' own order. */
export async function readSalesByTicketType(
  db: Database,
  range: ReportRange,
): Promise<ReportRow<'ticket-types'>[]> {
  const rows = await readPlaceFigures(db, range, {
    select: sql`t.id as ticket_id, t.display_name as ticket_type, ta.display_name as activity`,
    groupBy: sql`t.id, t.display_name, t.position, ta.display_name`,
    orderBy: sql`ta.display_name, t.position, t.id`,
    counted: 'units',
  });
  const keys = z.object({
    ticket_id: z.number().int(),
    ticket_type: z.string(),
    activity: z.string(),
  });
  return rows.map((raw) => {
    const row = keys.parse(raw);
    return ticketTypeSalesRowSchema.parse({
      ticketId: row.ticket_id,
      ticketType: row.ticket_type,
      activity: row.activity,
      ...figuresOf(raw),
    });
  });
}

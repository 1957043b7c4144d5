/**
 * A member's ticket orders for the account page (issue 31, decision 092): the orders placed
 * while their session was live, newest first, a page at a time, each with its sessions, places
 * and total; one query.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  type AccountOrder,
  type AccountOrdersResponse,
} from '@shop/core/account-orders-api';
import { centsToDollars } from '@shop/core/money';
import { instantToShopWallTime, shopDateAt } from '@shop/core/shop-time';
import { queryRows, type Database } from '../../db/database.ts';
import { ticketPlacesSql } from '../carts/index.ts';
import { jsonColumn } from './order-rows.ts';

const memberOrderRowSchema = z.object({
  token: z.string(),
  receipt: z.string(),
  created_at: z.coerce.date(),
  total_paid_cents: z.number().int(),
  places: z.coerce.number().int(),
  refunded: z.boolean(),
  sessions: jsonColumn(
    z.array(
      z.object({
        activity: z.string(),
        startsAt: z.coerce.date(),
        timed: z.boolean(),
        anyDay: z.boolean(),
      }),
    ),
  ),
  total: z.coerce.number().int(),
});

function toAccountOrder(row: z.infer<typeof memberOrderRowSchema>): AccountOrder {
  return {
    token: row.token,
    receipt: row.receipt,
    placedOn: shopDateAt(row.created_at),
    totalPaid: centsToDollars(row.total_paid_cents),
    places: row.places,
    refunded: row.refunded,
    sessions: row.sessions.map((session) => {
      const wall = instantToShopWallTime(session.startsAt);
      return {
        activity: session.activity,
        date: session.anyDay ? null : wall.date,
        time: session.timed && !session.anyDay ? wall.time : null,
      };
    }),
  };
}

/** The member's orders on `page` (from 1), with the page size and how many there are in all. */
export async function listMemberOrders(
  db: Pick<Database, 'execute'>,
  memberId: number,
  page: number,
): Promise<AccountOrdersResponse> {
  const pageSize = ACCOUNT_ORDERS_PAGE_SIZE;
  const rows = await queryRows(
    db,
    sql`select o.token, o.receipt, o.created_at, o.total_paid_cents,
        (select coalesce(sum(${ticketPlacesSql(sql`k.add_on`, sql`lit.quantity - lit.refunded_quantity`)}), 0)
          from line_items li join line_item_tickets lit on lit.line_item_id = li.id
          join tickets k on k.id = lit.ticket_id
          where li.cart_id = o.cart_id) as places,
        exists (select 1 from order_refunds r where r.order_id = o.id
          and r.status in ('pending', 'owed', 'succeeded')) as refunded,
        (select coalesce(json_agg(json_build_object('activity', a.display_name,
            'startsAt', t.starts_at, 'timed', a.timed, 'anyDay', t.is_year_round)
            order by t.starts_at, t.id), '[]'::json)
          from activity_times t join activities a on a.id = t.activity_id
          where t.id in (select activity_time_id from line_items where cart_id = o.cart_id))
          as sessions,
        count(*) over () as total
      from orders o
      where o.member_id = ${memberId}
      order by o.created_at desc, o.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const parsed = rows.map((row) => memberOrderRowSchema.parse(row));
  // A page past the last has no rows to count with: its total is counted on its own.
  const total = parsed[0]?.total ?? (page > 1 ? await countMemberOrders(db, memberId) : 0);
  return { data: parsed.map(toAccountOrder), meta: { page, pageSize, total } };
}

async function countMemberOrders(db: Pick<Database, 'execute'>, memberId: number) {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as total from orders where member_id = ${memberId}`,
  );
  return z.object({ total: z.coerce.number().int() }).parse(row).total;
}

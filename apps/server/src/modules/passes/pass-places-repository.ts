/**
 * A household's membership places in carts and orders (issue 31, decision 091), counted the way
 * places are held: a claim takes the pass holder's row lock, then counts the holder's places
 * still standing (an order's not refunded, a cart's with a live hold) and writes only if they
 * leave room. Two carts, two processes: the second waits for the first's COMMIT and counts it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { SHOP_TIME_ZONE } from '@shop/core/shop-time';
import { queryRows } from '../../db/database.ts';
import type { Executor } from '../../db/transaction.ts';

/**
 * Takes the pass holders' row locks in id order, as every claimant does. `no key update`: the
 * gate's admissions and the cart's own rows reference a member, and their key-share locks do not
 * queue behind it, so a claim and an admission of one holder never wait on each other.
 */
export async function lockPassHolders(tx: Executor, memberIds: number[]): Promise<void> {
  const ids = [...new Set(memberIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await queryRows(
    tx,
    sql`select id from members
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by id for no key update`,
  );
}

/** The Denver day of a session's start, in SQL. */
const sessionDaySql = (session: SQL) =>
  sql`((${session}.starts_at at time zone ${SHOP_TIME_ZONE})::date)`;

/**
 * A membership place still standing at `now`: its order's, unless refunded, or its cart's while
 * its hold lasts. An order edit's copy continues its original, which counts instead.
 */
function standingSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`lit.original_line_item_ticket_id is null and (
    (c.ordered_at is not null and lit.refunded_quantity < lit.quantity)
    or exists (select 1 from holds h where h.line_item_ticket_id = lit.id and h.expires_at > ${at}))`;
}

const placeRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  benefit: z.enum(['included', 'member-price', 'guest']),
  cartId: z.number().int(),
  activityTimeId: z.number().int(),
  activityId: z.number().int(),
  day: z.string(),
});
export type StandingPassPlace = z.infer<typeof placeRow>;

/**
 * The membership places of these holders still standing: at the session (or the activity's day,
 * `untimedDay`), and every guest place, for the guest passes' terms.
 */
export async function readStandingPassPlaces(
  db: Executor,
  where: { memberIds: number[]; now: Date },
): Promise<StandingPassPlace[]> {
  if (where.memberIds.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`select lit.id, lit.pass_member_id as "memberId", lit.pass_benefit as benefit,
          c.id as "cartId", li.activity_time_id as "activityTimeId", li.activity_id as "activityId",
          ${sessionDaySql(sql`s`)}::text as day
        from line_item_tickets lit
        join line_items li on li.id = lit.line_item_id
        join carts c on c.id = li.cart_id
        join activity_times s on s.id = li.activity_time_id
        where lit.pass_member_id in (${sql.join(
          where.memberIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${standingSql(where.now)}
        order by lit.id`,
  );
  return z.array(placeRow).parse(rows);
}

/** The activity of a session, or undefined for no such session. */
export async function findActivityOfSession(
  db: Executor,
  activityTimeId: number,
): Promise<number | undefined> {
  const rows = await queryRows<{ activityId: number }>(
    db,
    sql`select activity_id as "activityId" from activity_times where id = ${activityTimeId}`,
  );
  return rows[0]?.activityId;
}

const cartPlaceRow = placeRow.extend({ activityTimed: z.boolean() });
export type CartPassPlace = z.infer<typeof cartPlaceRow>;

/** A cart's own membership places (an order edit's copies left out: their originals count). */
export async function readCartPassPlaces(db: Executor, cartId: number): Promise<CartPassPlace[]> {
  const rows = await queryRows(
    db,
    sql`select lit.id, lit.pass_member_id as "memberId", lit.pass_benefit as benefit,
          li.cart_id as "cartId", li.activity_time_id as "activityTimeId",
          li.activity_id as "activityId", ${sessionDaySql(sql`s`)}::text as day,
          a.timed as "activityTimed"
        from line_item_tickets lit
        join line_items li on li.id = lit.line_item_id
        join activity_times s on s.id = li.activity_time_id
        join activities a on a.id = li.activity_id
        where li.cart_id = ${cartId} and lit.pass_member_id is not null
          and lit.original_line_item_ticket_id is null
        order by lit.id`,
  );
  return z.array(cartPlaceRow).parse(rows);
}

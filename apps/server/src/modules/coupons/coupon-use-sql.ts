/**
 * The usage limit of a coupon as one SQL condition, used by every statement that takes a use
 * (ticket orders, membership orders) or reserves one (a payment's coupon hold): a use is left
 * while the uses counted plus the live holds of other carts stay below the limit.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * True for the coupon row `c` while a use is left at `at`; `exceptCartId` leaves that cart's own
 * holds out (its order is about to turn them into uses).
 */
export function couponHasUseLeft(at: SQL, options: { exceptCartId?: number } = {}): SQL<boolean> {
  const otherCarts =
    options.exceptCartId === undefined ? sql`` : sql` and h.cart_id <> ${options.exceptCartId}`;
  return sql<boolean>`(c.usage_limit is null or c.used_count + (
    select count(*) from coupon_holds h
    where h.coupon_id = c.id and h.expires_at > ${at}${otherCarts}
  ) < c.usage_limit)`;
}

/** Counts a use of each coupon that has one left, returning the id of each coupon used. */
export function useCouponsSql(couponIds: number[], at: SQL, exceptCartId?: number): SQL {
  const ids =
    couponIds.length === 0
      ? sql`null`
      : sql.join(
          couponIds.map((id) => sql`${id}`),
          sql`, `,
        );
  return sql`update coupons c set used_count = c.used_count + 1
    where c.id in (${ids}) and ${couponHasUseLeft(at, { exceptCartId })}
    returning c.id`;
}

/** Locks the coupons' rows in id order, as every statement that counts their uses does first. */
export function lockCouponsSql(couponIds: number[]): SQL {
  const sorted = [...couponIds].sort((a, b) => a - b);
  return sql`select id from coupons where id in (${sql.join(
    sorted.map((id) => sql`${id}`),
    sql`, `,
  )}) order by id for update`;
}

/** Releases the coupon uses a cart reserved for its payment (its order now counts them). */
export function releaseCouponHoldsSql(cartId: number): SQL {
  return sql`delete from coupon_holds where cart_id = ${cartId} returning id`;
}

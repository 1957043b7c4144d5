/** Coupon reads and writes, named by intent. */
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { cartCoupons, couponHolds, coupons } from '../../db/schema.ts';
import type { Executor } from '../carts/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

export function createCouponsRepository(db: Database) {
  return {
    async findCouponByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(eq(coupons.code, code.trim().toUpperCase()));
      return row;
    },

    findCouponsOfCart(cartId: number): Promise<CouponRow[]> {
      return db
        .select({ coupon: coupons })
        .from(cartCoupons)
        .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
        .where(eq(cartCoupons.cartId, cartId))
        .orderBy(asc(cartCoupons.appliedAt), asc(coupons.id))
        .then((rows) => rows.map((row) => row.coupon));
    },

    async addCouponToCart(cartId: number, couponId: number): Promise<void> {
      await db.insert(cartCoupons).values({ cartId, couponId }).onConflictDoNothing();
    },

    async removeCouponFromCart(cartId: number, couponId: number): Promise<boolean> {
      const removed = await db
        .delete(cartCoupons)
        .where(and(eq(cartCoupons.cartId, cartId), eq(cartCoupons.couponId, couponId)))
        .returning();
      await db
        .delete(couponHolds)
        .where(and(eq(couponHolds.cartId, cartId), eq(couponHolds.couponId, couponId)));
      return removed.length > 0;
    },

    /** Uses of a coupon reserved by other carts right now. */
    async countOtherLiveHolds(couponId: number, cartId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(couponHolds)
        .where(
          and(
            eq(couponHolds.couponId, couponId),
            ne(couponHolds.cartId, cartId),
            gt(couponHolds.expiresAt, now),
          ),
        );
      return Number(row?.count ?? 0);
    },

    async releaseCouponHolds(cartId: number): Promise<void> {
      await db.delete(couponHolds).where(eq(couponHolds.cartId, cartId));
    },

    /**
     * Reserves one use of a limited coupon for a cart, under the coupon's row lock, or answers
     * false when every use is taken by orders and other carts' live holds.
     */
    async holdCouponUse(
      tx: Executor,
      couponId: number,
      cartId: number,
      now: Date,
      expiresAt: Date,
    ): Promise<boolean> {
      await queryRows(tx, sql`select id from coupons where id = ${couponId} for update`);
      await queryRows(
        tx,
        sql`delete from coupon_holds where coupon_id = ${couponId} and cart_id = ${cartId}`,
      );
      const inserted = await queryRows(
        tx,
        sql`
        insert into coupon_holds (coupon_id, cart_id, expires_at)
        select c.id, ${cartId}, ${expiresAt.toISOString()}::timestamptz
        from coupons c
        where c.id = ${couponId}
          and (c.usage_limit is null or c.used_count + (
            select count(*) from coupon_holds h
            where h.coupon_id = c.id and h.expires_at > ${now.toISOString()}::timestamptz
          ) < c.usage_limit)
        returning id`,
      );
      return inserted.length > 0;
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;

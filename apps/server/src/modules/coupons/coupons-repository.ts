/** Coupon reads and writes, named by intent; the usage limit comes from `coupon-use-sql.ts`. */
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { cartCoupons, couponHolds, coupons } from '../../db/schema.ts';
import type { Executor, Transaction, Writer } from '../../db/transaction.ts';
import { couponHasUseLeft, lockCouponsSql } from './coupon-use-sql.ts';

export type CouponRow = typeof coupons.$inferSelect;

const timestamptz = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The writes of a cart's coupons, each in its caller's transaction (which touches the cart). */
const cartCouponWrites = {
  async addCouponToCart(writer: Writer, cartId: number, couponId: number): Promise<void> {
    await writer.insert(cartCoupons).values({ cartId, couponId }).onConflictDoNothing();
  },

  async removeCouponFromCart(writer: Writer, cartId: number, couponId: number) {
    const removed = await writer
      .delete(cartCoupons)
      .where(and(eq(cartCoupons.cartId, cartId), eq(cartCoupons.couponId, couponId)))
      .returning();
    await writer
      .delete(couponHolds)
      .where(and(eq(couponHolds.cartId, cartId), eq(couponHolds.couponId, couponId)));
    return removed.length > 0;
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
    await queryRows(tx, lockCouponsSql([couponId]));
    await queryRows(
      tx,
      sql`delete from coupon_holds where coupon_id = ${couponId} and cart_id = ${cartId}`,
    );
    const inserted = await queryRows(
      tx,
      sql`insert into coupon_holds (coupon_id, cart_id, expires_at)
        select c.id, ${cartId}, ${timestamptz(expiresAt)}
        from coupons c
        where c.id = ${couponId} and ${couponHasUseLeft(timestamptz(now))}
        returning id`,
    );
    return inserted.length > 0;
  },
};

export function createCouponsRepository(db: Database) {
  return {
    ...cartCouponWrites,
    transaction: <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => db.transaction(work),

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
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;

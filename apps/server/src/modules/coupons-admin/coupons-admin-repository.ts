/**
 * The back office's coupon reads and writes (decision 047). Uses so far are read from the same
 * columns the usage limit counts (`coupon-use-sql.ts`): `used_count` of orders, and the live
 * `coupon_holds` of carts about to order.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { activities, couponHolds, coupons, memberships, tickets } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponColumns = Omit<typeof coupons.$inferInsert, 'id' | 'usedCount'>;
export type CouponWithHeld = CouponRow & { held: number };

/** Live holds of a coupon at `now`, as a column of the coupon row. */
const heldAt = (now: Date) =>
  sql<number>`(select count(*)::int from ${couponHolds}
    where ${couponHolds.couponId} = ${coupons.id}
    and ${couponHolds.expiresAt} > ${now.toISOString()}::timestamptz)`.mapWith(Number);

export async function listCouponRows(db: Database, now: Date): Promise<CouponWithHeld[]> {
  const rows = await db
    .select({ coupon: coupons, held: heldAt(now) })
    .from(coupons)
    .orderBy(asc(coupons.code));
  return rows.map((row) => ({ ...row.coupon, held: row.held }));
}

/** The coupon, locked until the transaction ends, as every statement taking a use locks it. */
export async function lockCoupon(
  tx: Writer,
  couponId: number,
  now: Date,
): Promise<CouponWithHeld | undefined> {
  const [row] = await tx
    .select({ coupon: coupons, held: heldAt(now) })
    .from(coupons)
    .where(eq(coupons.id, couponId))
    .for('update', { of: coupons });
  return row && { ...row.coupon, held: row.held };
}

export async function insertCoupon(tx: Writer, columns: CouponColumns): Promise<CouponRow> {
  const [row] = await tx.insert(coupons).values(columns).returning();
  return row!;
}

export async function updateCoupon(
  tx: Writer,
  couponId: number,
  columns: Partial<CouponColumns>,
): Promise<CouponRow> {
  const [row] = await tx.update(coupons).set(columns).where(eq(coupons.id, couponId)).returning();
  return row!;
}

export async function findActivityIds(db: Writer, activityId: number) {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row;
}

export async function findTicketActivity(db: Writer, ticketId: number) {
  const [row] = await db
    .select({ activityId: tickets.activityId })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row;
}

export async function findMembershipId(db: Writer, membershipId: number) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.id, membershipId));
  return row;
}

/** Every activity with its ticket types, and every membership, by name. */
export async function listScopeRows(db: Database) {
  const [activityRows, ticketRows, membershipRows] = await Promise.all([
    db
      .select({ id: activities.id, name: activities.displayName })
      .from(activities)
      .orderBy(asc(activities.displayName), asc(activities.id)),
    db
      .select({ id: tickets.id, name: tickets.displayName, activityId: tickets.activityId })
      .from(tickets)
      .orderBy(asc(tickets.position), asc(tickets.id)),
    db
      .select({ id: memberships.id, name: memberships.displayName })
      .from(memberships)
      .orderBy(asc(memberships.position), asc(memberships.id)),
  ]);
  return { activityRows, ticketRows, membershipRows };
}

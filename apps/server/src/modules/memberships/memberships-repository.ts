/** Membership products, checkouts, orders and their submissions, named by intent. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import {
  memberMemberships,
  members,
  membershipAddOns,
  membershipCheckouts,
  membershipOrderSubmissions,
  membershipOrders,
  memberships,
  paymentTransactions,
} from '../../db/schema.ts';
import { lockCouponsSql, useCouponsSql } from '../coupons/index.ts';
import { issuePassCards } from '../passes/index.ts';
import type { Writer } from '../../db/transaction.ts';
import {
  parseCheckoutRow,
  parseMembershipOrderRow,
  type CheckoutRow,
  type MembershipOrderRow,
} from './membership-rows.ts';

export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipAddOnRow = typeof membershipAddOns.$inferSelect;
export type MembershipWithAddOns = MembershipRow & { addOns: MembershipAddOnRow[] };
export type { CheckoutRow, MembershipOrderRow } from './membership-rows.ts';
export type MembershipSubmissionRow = typeof membershipOrderSubmissions.$inferSelect;

/** Membership products and checkouts. */
function createProductQueries(db: Database) {
  async function withAddOns(rows: MembershipRow[]): Promise<MembershipWithAddOns[]> {
    if (rows.length === 0) return [];
    const addOns = await db
      .select()
      .from(membershipAddOns)
      .where(
        and(
          inArray(
            membershipAddOns.membershipId,
            rows.map((row) => row.id),
          ),
          eq(membershipAddOns.active, true),
        ),
      )
      .orderBy(asc(membershipAddOns.position), asc(membershipAddOns.id));
    return rows.map((row) => ({
      ...row,
      addOns: addOns.filter((addOn) => addOn.membershipId === row.id),
    }));
  }

  return {
    async findActiveMemberships(): Promise<MembershipWithAddOns[]> {
      const rows = await db
        .select()
        .from(memberships)
        .where(eq(memberships.active, true))
        .orderBy(asc(memberships.position), asc(memberships.id));
      return withAddOns(rows);
    },

    /** A membership by id, active or not. */
    async findMembership(id: number): Promise<MembershipWithAddOns | undefined> {
      const rows = await db.select().from(memberships).where(eq(memberships.id, id));
      return (await withAddOns(rows))[0];
    },

    async insertCheckout(checkout: typeof membershipCheckouts.$inferInsert): Promise<CheckoutRow> {
      const [row] = await db.insert(membershipCheckouts).values(checkout).returning();
      return parseCheckoutRow(row);
    },

    async findCheckoutByToken(token: string): Promise<CheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(membershipCheckouts)
        .where(eq(membershipCheckouts.token, token));
      return row && parseCheckoutRow(row);
    },

    async updateCheckout(
      id: number,
      changes: { membershipId: number; orderInfo: Record<string, unknown>; now: Date },
    ): Promise<CheckoutRow> {
      const [row] = await db
        .update(membershipCheckouts)
        .set({
          membershipId: changes.membershipId,
          orderInfo: changes.orderInfo,
          updatedAt: changes.now,
        })
        .where(eq(membershipCheckouts.id, id))
        .returning();
      return parseCheckoutRow(row);
    },
  };
}

/** The keys of membership order submissions, and their gateway calls. */
function createSubmissionQueries(db: Database) {
  return {
    /**
     * Claims an idempotency key for sales/run-submission.ts; answers the existing row when it
     * was claimed before.
     */
    async claimSubmission(
      key: string,
      requestHash: string,
    ): Promise<{ claimed: true } | { claimed: false; row: MembershipSubmissionRow }> {
      const inserted = await db
        .insert(membershipOrderSubmissions)
        .values({ idempotencyKey: key, requestHash, status: 'pending' })
        .onConflictDoNothing()
        .returning();
      if (inserted.length > 0) return { claimed: true };
      const [row] = await db
        .select()
        .from(membershipOrderSubmissions)
        .where(eq(membershipOrderSubmissions.idempotencyKey, key));
      return { claimed: false, row: row! };
    },

    /** Gateway calls of membership orders sit beside the ticket orders' (no ticket order id). */
    async recordPayment(
      entry: Omit<typeof paymentTransactions.$inferInsert, 'orderId'>,
    ): Promise<void> {
      await db.insert(paymentTransactions).values({ ...entry, orderId: null });
    },
  };
}

/** Membership orders and their passes. */
function createOrderQueries(db: Database) {
  return {
    /**
     * Counts a use of a coupon under its row lock, beside the live holds ticket carts keep on
     * it; answers false when every use is taken.
     */
    async useCoupon(writer: Writer, couponId: number, now: Date): Promise<boolean> {
      await queryRows(writer, lockCouponsSql([couponId]));
      const at = sql`${now.toISOString()}::timestamptz`;
      return (await queryRows(writer, useCouponsSql([couponId], at))).length > 0;
    },

    async insertOrder(
      writer: Writer,
      order: Omit<typeof membershipOrders.$inferInsert, 'receipt'>,
    ): Promise<MembershipOrderRow> {
      const [row] = await writer
        .insert(membershipOrders)
        .values({ ...order, receipt: sql`nextval('order_receipt_seq')::text` })
        .returning();
      return parseMembershipOrderRow(row);
    },

    async insertPasses(
      writer: Writer,
      passes: (typeof memberMemberships.$inferInsert)[],
    ): Promise<void> {
      if (passes.length === 0) return;
      await writer.insert(memberMemberships).values(passes);
      // Each pass holder gets a card with the pass; one who has a card keeps it (decision 088).
      await issuePassCards(
        writer,
        passes.map((pass) => pass.memberId),
      );
    },

    async findOrderByToken(token: string): Promise<MembershipOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(membershipOrders)
        .where(eq(membershipOrders.token, token));
      return row && parseMembershipOrderRow(row);
    },

    async findOrderById(id: number): Promise<MembershipOrderRow | undefined> {
      const [row] = await db.select().from(membershipOrders).where(eq(membershipOrders.id, id));
      return row && parseMembershipOrderRow(row);
    },

    /** The members an order gave a pass, primary first, in the order they were written. */
    findOrderMembers(orderId: number) {
      return db
        .select({
          id: members.id,
          memberCode: members.memberCode,
          firstName: members.firstName,
          lastName: members.lastName,
          role: memberMemberships.role,
          membershipTypeId: memberMemberships.membershipTypeId,
          startsOn: memberMemberships.startsOn,
          expiresOn: memberMemberships.expiresOn,
        })
        .from(memberMemberships)
        .innerJoin(members, eq(members.id, memberMemberships.memberId))
        .where(eq(memberMemberships.membershipOrderId, orderId))
        .orderBy(asc(memberMemberships.id));
    },
  };
}

export function createMembershipsRepository(db: Database) {
  return {
    ...createProductQueries(db),
    ...createSubmissionQueries(db),
    ...createOrderQueries(db),
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;

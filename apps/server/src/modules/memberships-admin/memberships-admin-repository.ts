/**
 * The back office's membership reads and writes (decision 048). Add-ons are kept by their code
 * within the membership: one left out of a change is taken off sale, never deleted, as orders
 * and checkouts name add-ons by code.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { membershipAddOns, membershipOrders, memberships } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';

export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipColumns = Omit<typeof memberships.$inferInsert, 'id'>;
export type AddOnRow = typeof membershipAddOns.$inferSelect;
export type AddOnColumns = Omit<typeof membershipAddOns.$inferInsert, 'id' | 'membershipId'>;
export interface MembershipRecord {
  row: MembershipRow;
  addOns: AddOnRow[];
  orders: number;
}

async function withAddOnsAndOrders(db: Writer, rows: MembershipRow[]): Promise<MembershipRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [addOns, orderCounts] = await Promise.all([
    db
      .select()
      .from(membershipAddOns)
      .where(inArray(membershipAddOns.membershipId, ids))
      // Those on sale first, in the shop's order; those taken off sale after them.
      .orderBy(
        desc(membershipAddOns.active),
        asc(membershipAddOns.position),
        asc(membershipAddOns.id),
      ),
    db
      .select({
        membershipId: membershipOrders.membershipId,
        count: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(membershipOrders)
      .where(inArray(membershipOrders.membershipId, ids))
      .groupBy(membershipOrders.membershipId),
  ]);
  return rows.map((row) => ({
    row,
    addOns: addOns.filter((addOn) => addOn.membershipId === row.id),
    orders: orderCounts.find((count) => count.membershipId === row.id)?.count ?? 0,
  }));
}

/** Every membership, on sale or not, in the shop's order. */
export async function listMembershipRecords(db: Database): Promise<MembershipRecord[]> {
  const rows = await db
    .select()
    .from(memberships)
    .orderBy(asc(memberships.position), asc(memberships.id));
  return withAddOnsAndOrders(db, rows);
}

/** The membership with its add-ons, locked until the transaction ends. */
export async function lockMembershipRecord(
  tx: Writer,
  membershipId: number,
): Promise<MembershipRecord | undefined> {
  const rows = await tx
    .select()
    .from(memberships)
    .where(eq(memberships.id, membershipId))
    .for('update');
  return (await withAddOnsAndOrders(tx, rows))[0];
}

export async function readMembershipRecord(tx: Writer, membershipId: number) {
  const rows = await tx.select().from(memberships).where(eq(memberships.id, membershipId));
  return (await withAddOnsAndOrders(tx, rows))[0]!;
}

export async function insertMembership(tx: Writer, columns: MembershipColumns) {
  const [row] = await tx.insert(memberships).values(columns).returning();
  return row!;
}

export async function updateMembership(
  tx: Writer,
  membershipId: number,
  columns: Partial<MembershipColumns>,
): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  await tx.update(memberships).set(columns).where(eq(memberships.id, membershipId));
}

/** Makes the membership's add-ons the list sent, in its order; the rest go off sale. */
export async function replaceAddOns(
  tx: Writer,
  membershipId: number,
  addOns: AddOnColumns[],
): Promise<void> {
  for (const addOn of addOns) {
    await tx
      .insert(membershipAddOns)
      .values({ ...addOn, membershipId })
      .onConflictDoUpdate({
        target: [membershipAddOns.membershipId, membershipAddOns.centamanId],
        set: addOn,
      });
  }
  const kept = addOns.map((addOn) => addOn.centamanId);
  await tx
    .update(membershipAddOns)
    .set({ active: false })
    .where(
      and(
        eq(membershipAddOns.membershipId, membershipId),
        kept.length > 0 ? notInArray(membershipAddOns.centamanId, kept) : undefined,
      ),
    );
}

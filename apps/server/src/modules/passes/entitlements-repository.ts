/**
 * Membership products' entitlements as rows (DESIGN: "rows, not code"): read for the shop, the
 * gate and the back office, and written whole by the back office.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import {
  entitlementsSchema,
  noEntitlements,
  type Entitlements,
} from '@shop/core/membership-entitlements';
import type { Database } from '../../db/database.ts';
import { membershipEntitlements, memberships } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';

/** The entitlements of each product, by membership id; a product without rows entitles nothing. */
export async function readEntitlements(
  db: Database | Writer,
  membershipIds: number[],
): Promise<Map<number, Entitlements>> {
  const ids = [...new Set(membershipIds)];
  const result = new Map<number, Entitlements>(
    ids.map((id) => [id, { ...noEntitlements, includedActivityIds: [], memberPrices: [] }]),
  );
  if (ids.length === 0) return result;
  const [rows, products] = await Promise.all([
    db
      .select()
      .from(membershipEntitlements)
      .where(inArray(membershipEntitlements.membershipId, ids))
      .orderBy(asc(membershipEntitlements.id)),
    db
      .select({ id: memberships.id, guestPassesPerTerm: memberships.guestPassesPerTerm })
      .from(memberships)
      .where(inArray(memberships.id, ids)),
  ]);
  for (const product of products)
    result.get(product.id)!.guestPassesPerTerm = product.guestPassesPerTerm;
  for (const row of rows) {
    const entitlements = result.get(row.membershipId)!;
    if (row.kind === 'included') entitlements.includedActivityIds.push(row.activityId!);
    else
      entitlements.memberPrices.push(
        row.percentOff !== null
          ? { ticketId: row.ticketId!, percentOff: row.percentOff, memberPriceCents: null }
          : { ticketId: row.ticketId!, percentOff: null, memberPriceCents: row.memberPriceCents! },
      );
  }
  for (const [id, entitlements] of result) result.set(id, entitlementsSchema.parse(entitlements));
  return result;
}

/** Replaces a product's entitlements with these, in the caller's transaction. */
export async function replaceEntitlements(
  tx: Writer,
  membershipId: number,
  entitlements: Entitlements,
): Promise<void> {
  await tx
    .delete(membershipEntitlements)
    .where(eq(membershipEntitlements.membershipId, membershipId));
  const rows = [
    ...entitlements.includedActivityIds.map((activityId) => ({
      membershipId,
      kind: 'included' as const,
      activityId,
    })),
    ...entitlements.memberPrices.map((price) => ({
      membershipId,
      kind: 'member-price' as const,
      ticketId: price.ticketId,
      percentOff: price.percentOff,
      memberPriceCents: price.memberPriceCents,
    })),
  ];
  if (rows.length > 0) await tx.insert(membershipEntitlements).values(rows);
  await tx
    .update(memberships)
    .set({ guestPassesPerTerm: entitlements.guestPassesPerTerm })
    .where(eq(memberships.id, membershipId));
}

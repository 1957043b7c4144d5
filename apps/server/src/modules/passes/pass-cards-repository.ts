/**
 * Pass holders' cards (decision 088): issued with a pass, one in use per member, revoked and
 * issued anew when a card is lost. The code comes from the database's `new_ticket_code()`, the
 * same 130 random bits as a ticket's, after a 'P'.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { members, passCards } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';

export type PassCardRow = typeof passCards.$inferSelect;

/** A card for each member that has none in use; members that have one keep it. */
export async function issuePassCards(writer: Writer, memberIds: number[]): Promise<void> {
  if (memberIds.length === 0) return;
  // The partial unique index (one card in use per member) makes a second issue a no-op, also
  // when two orders of one household are written at once.
  await writer.execute(sql`insert into pass_cards (code, member_id)
    select 'P' || new_ticket_code(), ${members.id} from ${members}
    where ${inArray(members.id, [...new Set(memberIds)])}
    on conflict do nothing`);
}

/** The card in use of each member, by member id. */
export async function findCardsInUse(
  db: Database | Writer,
  memberIds: number[],
): Promise<Map<number, PassCardRow>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(passCards)
    .where(and(inArray(passCards.memberId, memberIds), isNull(passCards.revokedAt)));
  return new Map(rows.map((row) => [row.memberId, row]));
}

export async function findCard(db: Database | Writer, code: string) {
  const [row] = await db.select().from(passCards).where(eq(passCards.code, code));
  return row;
}

/**
 * Revokes a member's card in use and issues a new one, in the caller's transaction: the old code
 * stops working when it commits. Answers both, or undefined when the member has no card in use.
 */
export async function reissuePassCard(tx: Writer, memberId: number, at: Date) {
  const [revoked] = await tx
    .update(passCards)
    .set({ revokedAt: at })
    .where(and(eq(passCards.memberId, memberId), isNull(passCards.revokedAt)))
    .returning();
  if (!revoked) return undefined;
  await issuePassCards(tx, [memberId]);
  const issued = (await findCardsInUse(tx, [memberId])).get(memberId)!;
  return { revoked, issued };
}

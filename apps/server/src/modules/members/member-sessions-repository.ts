/** Member session reads and writes: sessions are kept by the hash of their token. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { members, memberSessions } from '../../db/schema.ts';
import type { SessionContext, Writer } from './member-rows.ts';

export async function insertSession(
  db: Database,
  memberId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(memberSessions).values({ memberId, tokenHash, expiresAt });
}

/** The live session a token hash names, with its (primary) member's household. */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<SessionContext | undefined> {
  const [row] = await db
    .select({
      sessionId: memberSessions.id,
      memberId: memberSessions.memberId,
      householdId: members.householdId,
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, tokenHash),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}

export async function revokeSessionsOf(writer: Writer, memberId: number, now: Date): Promise<void> {
  await writer
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
}

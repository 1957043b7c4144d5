/**
 * Staff sessions, kept by the hash of their cookie's token. A session is live while it is not
 * revoked, its absolute end is ahead, it was used within the idle time, and its account is
 * active.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staff, staffSessions } from '../../db/schema.ts';
import type { Writer } from '../members/index.ts';
import type { StaffRow } from './staff-accounts-repository.ts';

export interface LiveStaffSession {
  sessionId: number;
  expiresAt: Date;
  account: StaffRow;
}

export async function insertStaffSession(
  db: Database,
  session: { staffId: number; tokenHash: string; expiresAt: Date; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId: session.staffId,
      tokenHash: session.tokenHash,
      createdAt: session.now,
      lastSeenAt: session.now,
      expiresAt: session.expiresAt,
    })
    .returning({ id: staffSessions.id });
  return row!.id;
}

/** The live session of a token hash, its idle time renewed; undefined when there is none. */
export async function useLiveStaffSession(
  db: Database,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<LiveStaffSession | undefined> {
  const [row] = await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
      ),
    )
    .returning({
      sessionId: staffSessions.id,
      staffId: staffSessions.staffId,
      expiresAt: staffSessions.expiresAt,
    });
  if (!row) return undefined;
  const [account] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, row.staffId), isNull(staff.deactivatedAt)));
  return account ? { sessionId: row.sessionId, expiresAt: row.expiresAt, account } : undefined;
}

export async function revokeStaffSession(db: Database, sessionId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of an account: logout everywhere, deactivation, a role change. */
export async function revokeStaffSessionsOf(writer: Writer, staffId: number, now: Date) {
  await writer
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

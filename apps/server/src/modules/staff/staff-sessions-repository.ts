/**
 * Staff sessions, kept by the hash of their cookie's token. A session is live while it is not
 * revoked, its absolute end is ahead, it was used within the idle time, and its account is
 * active.
 */
import { and, eq, getTableColumns, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staff, staffSessions } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';
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

/**
 * The live session of a token hash with its active account, its idle time renewed, in one
 * statement; undefined when there is none.
 */
export async function useLiveStaffSession(
  db: Database,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<LiveStaffSession | undefined> {
  const [row] = await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .from(staff)
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        eq(staff.id, staffSessions.staffId),
        isNull(staff.deactivatedAt),
      ),
    )
    .returning({
      ...getTableColumns(staff),
      sessionId: staffSessions.id,
      sessionExpiresAt: staffSessions.expiresAt,
    });
  if (!row) return undefined;
  const { sessionId, sessionExpiresAt, ...account } = row;
  return { sessionId, expiresAt: sessionExpiresAt, account };
}

export async function revokeStaffSession(db: Database, sessionId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of an account: logout everywhere, deactivation (not a role change). */
export async function revokeStaffSessionsOf(writer: Writer, staffId: number, now: Date) {
  await writer
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of an account but one: a password changed from that one. */
export async function revokeOtherStaffSessions(
  writer: Writer,
  staffId: number,
  keptSessionId: number,
  now: Date,
) {
  await writer
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        ne(staffSessions.id, keptSessionId),
        isNull(staffSessions.revokedAt),
      ),
    );
}

/** Member, household, credential, session and reset-token reads and writes, named by intent. */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  households,
  memberCredentials,
  memberMemberships,
  members,
  memberSessions,
  membershipOrders,
  memberships,
  outbox,
  passwordResetTokens,
} from '../../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or an open transaction. */
export type Writer = Pick<Database, 'insert' | 'update' | 'select' | 'delete' | 'execute'>;

export type NewMember = Omit<
  typeof members.$inferInsert,
  'id' | 'householdId' | 'memberCode' | 'createdAt' | 'updatedAt'
>;

export interface SessionContext {
  sessionId: number;
  memberId: number;
  householdId: number;
}

export function createMembersRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A new household with its primary member. */
    async insertHousehold(writer: Writer, primary: NewMember): Promise<MemberRow> {
      const [household] = await writer.insert(households).values({}).returning();
      const [member] = await writer
        .insert(members)
        .values({
          ...primary,
          householdId: household!.id,
          isPrimary: true,
          memberCode: sql`'M' || nextval('member_code_seq')::text`,
        })
        .returning();
      return member!;
    },

    /** A secondary member of a household. */
    async insertSecondaryMember(
      writer: Writer,
      householdId: number,
      member: NewMember,
    ): Promise<MemberRow> {
      const [row] = await writer
        .insert(members)
        .values({
          ...member,
          householdId,
          isPrimary: false,
          memberCode: sql`'M' || nextval('member_code_seq')::text`,
        })
        .returning();
      return row!;
    },

    async updateMember(
      writer: Writer,
      memberId: number,
      changes: Partial<NewMember>,
      now: Date,
    ): Promise<void> {
      await writer
        .update(members)
        .set({ ...changes, updatedAt: now })
        .where(eq(members.id, memberId));
    },

    /** Answers false when the e-mail already belongs to an account (nothing is written). */
    async insertCredential(
      writer: Writer,
      credential: { memberId: number; email: string; passwordHash: string | null; now: Date },
    ): Promise<boolean> {
      const inserted = await writer
        .insert(memberCredentials)
        .values({
          memberId: credential.memberId,
          email: credential.email,
          passwordHash: credential.passwordHash,
          passwordChangedAt: credential.passwordHash ? credential.now : null,
        })
        .onConflictDoNothing()
        .returning({ memberId: memberCredentials.memberId });
      return inserted.length > 0;
    },

    async findCredentialByEmail(email: string) {
      const [row] = await db
        .select({
          memberId: memberCredentials.memberId,
          passwordHash: memberCredentials.passwordHash,
          householdId: members.householdId,
          firstName: members.firstName,
          email: memberCredentials.email,
        })
        .from(memberCredentials)
        .innerJoin(members, eq(members.id, memberCredentials.memberId))
        .where(eq(memberCredentials.email, email));
      return row;
    },

    async setPassword(
      writer: Writer,
      memberId: number,
      passwordHash: string,
      now: Date,
    ): Promise<void> {
      await writer
        .update(memberCredentials)
        .set({ passwordHash, passwordChangedAt: now })
        .where(eq(memberCredentials.memberId, memberId));
    },

    async insertSession(memberId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(memberSessions).values({ memberId, tokenHash, expiresAt });
    },

    /** The live session a token hash names, with its (primary) member's household. */
    async findLiveSession(tokenHash: string, now: Date): Promise<SessionContext | undefined> {
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
    },

    async revokeSession(sessionId: number, now: Date): Promise<void> {
      await db
        .update(memberSessions)
        .set({ revokedAt: now })
        .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
    },

    async revokeSessionsOf(writer: Writer, memberId: number, now: Date): Promise<void> {
      await writer
        .update(memberSessions)
        .set({ revokedAt: now })
        .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
    },

    async insertResetToken(
      writer: Writer,
      memberId: number,
      tokenHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await writer.insert(passwordResetTokens).values({ memberId, tokenHash, expiresAt });
    },

    /**
     * Uses a reset token once: marks it used if it is unused and unexpired, and answers its
     * member; undefined otherwise. The conditional update makes a second use lose, whatever runs
     * at the same time.
     */
    async useResetToken(writer: Writer, tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await writer
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ memberId: passwordResetTokens.memberId });
      return row?.memberId;
    },

    /** Other unused reset links of the member stop working once one was used. */
    async retireResetTokensOf(writer: Writer, memberId: number, now: Date): Promise<void> {
      await writer
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
    },

    async findMember(memberId: number): Promise<MemberRow | undefined> {
      const [row] = await db.select().from(members).where(eq(members.id, memberId));
      return row;
    },

    /** The household's members, the primary member first. */
    findHouseholdMembers(householdId: number): Promise<MemberRow[]> {
      return db
        .select()
        .from(members)
        .where(eq(members.householdId, householdId))
        .orderBy(desc(members.isPrimary), asc(members.id));
    },

    /** The passes members hold, newest first. */
    async findPassesOf(memberIds: number[]) {
      if (memberIds.length === 0) return [];
      return db
        .select({
          memberId: memberMemberships.memberId,
          membershipId: memberMemberships.membershipId,
          displayName: memberships.displayName,
          membershipTypeId: memberMemberships.membershipTypeId,
          role: memberMemberships.role,
          receipt: membershipOrders.receipt,
          startsOn: memberMemberships.startsOn,
          expiresOn: memberMemberships.expiresOn,
        })
        .from(memberMemberships)
        .innerJoin(memberships, eq(memberships.id, memberMemberships.membershipId))
        .innerJoin(membershipOrders, eq(membershipOrders.id, memberMemberships.membershipOrderId))
        .where(inArray(memberMemberships.memberId, memberIds))
        .orderBy(desc(memberMemberships.startsOn), desc(memberMemberships.id));
    },

    async enqueue(writer: Writer, kind: string, payload: Record<string, unknown>): Promise<void> {
      await writer.insert(outbox).values({ kind, payload });
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;

/** Member, household and credential reads and writes, named by intent. */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { memberMembershipSchema } from '@shop/core/member-api';
import type { Database } from '../../db/database.ts';
import {
  households,
  memberCredentials,
  memberMemberships,
  members,
  membershipOrders,
  memberships,
} from '../../db/schema.ts';
import type { MemberRow, NewMember, Writer } from './member-rows.ts';

/** A pass a member holds, as the API shows it, with whose it is. */
export const passRowSchema = memberMembershipSchema.extend({ memberId: z.number().int() });
export type PassRow = z.infer<typeof passRowSchema>;

const nextMemberCode = () => sql`'M' || nextval('member_code_seq')::text`;

/** A new household with its primary member. */
export async function insertHousehold(writer: Writer, primary: NewMember): Promise<MemberRow> {
  const [household] = await writer.insert(households).values({}).returning();
  const [member] = await writer
    .insert(members)
    .values({
      ...primary,
      householdId: household!.id,
      isPrimary: true,
      memberCode: nextMemberCode(),
    })
    .returning();
  return member!;
}

/** A secondary member of a household. */
export async function insertSecondaryMember(
  writer: Writer,
  householdId: number,
  member: NewMember,
): Promise<MemberRow> {
  const [row] = await writer
    .insert(members)
    .values({ ...member, householdId, isPrimary: false, memberCode: nextMemberCode() })
    .returning();
  return row!;
}

export async function updateMember(
  writer: Writer,
  memberId: number,
  changes: Partial<NewMember>,
  now: Date,
): Promise<void> {
  await writer
    .update(members)
    .set({ ...changes, updatedAt: now })
    .where(eq(members.id, memberId));
}

/** Answers false when the e-mail already belongs to an account (nothing is written). */
export async function insertCredential(
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
}

export async function findCredentialByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      memberId: memberCredentials.memberId,
      passwordHash: memberCredentials.passwordHash,
      householdId: members.householdId,
      firstName: members.firstName,
      email: memberCredentials.email,
      deactivatedAt: memberCredentials.deactivatedAt,
    })
    .from(memberCredentials)
    .innerJoin(members, eq(members.id, memberCredentials.memberId))
    .where(eq(memberCredentials.email, email));
  return row;
}

export async function setPassword(
  writer: Writer,
  memberId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await writer
    .update(memberCredentials)
    .set({ passwordHash, passwordChangedAt: now })
    .where(eq(memberCredentials.memberId, memberId));
}

export async function findMember(db: Database, memberId: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  return row;
}

/** The household's members, the primary member first. */
export function findHouseholdMembers(db: Database, householdId: number): Promise<MemberRow[]> {
  return db
    .select()
    .from(members)
    .where(eq(members.householdId, householdId))
    .orderBy(desc(members.isPrimary), asc(members.id));
}

/** The passes members hold, newest first. */
export async function findPassesOf(db: Database, memberIds: number[]): Promise<PassRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
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
  return z.array(passRowSchema).parse(rows);
}

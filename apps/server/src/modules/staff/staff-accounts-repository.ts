/** Staff account reads and writes, named by intent; rows parsed into the API's shape by mappers. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@shop/core/staff-api';
import type { Database } from '../../db/database.ts';
import { staff, staffRecoveryCodes } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';

export type StaffRow = typeof staff.$inferSelect;
export type NewStaff = Pick<
  typeof staff.$inferInsert,
  'email' | 'name' | 'role' | 'passwordHash' | 'passwordChosenAt'
>;

export async function findStaffByEmail(db: Writer, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email));
  return row;
}

/** The row, locked until the transaction ends: changes of one account wait for each other. */
export async function lockStaff(tx: Writer, staffId: number): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
  return row;
}

export async function listStaffRows(db: Database): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.name), asc(staff.id));
}

/** A new account; undefined when the e-mail already has one. */
export async function insertStaff(
  writer: Writer,
  account: NewStaff,
  now: Date,
): Promise<StaffRow | undefined> {
  const [row] = await writer
    .insert(staff)
    .values({ ...account, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: staff.email })
    .returning();
  return row;
}

export async function updateStaff(
  writer: Writer,
  staffId: number,
  changes: { name?: string; role?: StaffRole; deactivatedAt?: Date | null },
  now: Date,
): Promise<StaffRow> {
  const [row] = await writer
    .update(staff)
    .set({ ...changes, updatedAt: now })
    .where(eq(staff.id, staffId))
    .returning();
  return row!;
}

/**
 * Locks every active admin and answers their ids: the check that a change leaves one, where two
 * such changes at once wait for each other.
 */
export async function lockActiveAdmins(tx: Writer): Promise<number[]> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.deactivatedAt)))
    .orderBy(asc(staff.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setPendingTotpSecret(db: Writer, staffId: number, secret: string) {
  await db.update(staff).set({ totpPendingSecret: secret }).where(eq(staff.id, staffId));
}

/** Two-factor is on: the pending secret becomes the account's, its code's step used. */
export async function confirmTotpSecret(
  tx: Writer,
  staffId: number,
  secret: string,
  timeStep: number,
  now: Date,
): Promise<StaffRow> {
  const [row] = await tx
    .update(staff)
    .set({
      totpSecret: secret,
      totpPendingSecret: null,
      totpLastStep: timeStep,
      twoFactorRequired: false,
      updatedAt: now,
    })
    .where(eq(staff.id, staffId))
    .returning();
  return row!;
}

/**
 * Takes a TOTP time step for the account only if it is later than the last one taken, in one
 * conditional update: a code, even sent twice at once, logs in once.
 */
export async function takeTotpStep(db: Writer, staffId: number, timeStep: number) {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: timeStep })
    .where(and(eq(staff.id, staffId), sql`coalesce(${staff.totpLastStep}, -1) < ${timeStep}`))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(tx: Writer, staffId: number, codeHashes: string[]) {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Uses a recovery code once: true only for the one call that marks it used. */
export async function useRecoveryCode(db: Writer, staffId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

/** Set-your-password links of staff accounts (decision 080), kept by hash, each usable once. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { staff, staffPasswordLinks } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';
import type { StaffRow } from './staff-accounts-repository.ts';

export type PasswordLinkPurpose = 'invitation' | 'reset';

export async function insertPasswordLink(
  writer: Writer,
  link: { staffId: number; tokenHash: string; purpose: PasswordLinkPurpose; expiresAt: Date },
  now: Date,
): Promise<void> {
  await writer.insert(staffPasswordLinks).values({ ...link, createdAt: now });
}

const liveLink = (tokenHash: string, now: Date) =>
  and(
    eq(staffPasswordLinks.tokenHash, tokenHash),
    isNull(staffPasswordLinks.usedAt),
    gt(staffPasswordLinks.expiresAt, now),
  );

/** The unused, unexpired link of a token hash with its active account; undefined otherwise. */
export async function findLivePasswordLink(writer: Writer, tokenHash: string, now: Date) {
  const [row] = await writer
    .select({ link: staffPasswordLinks, account: staff })
    .from(staffPasswordLinks)
    .innerJoin(staff, eq(staff.id, staffPasswordLinks.staffId))
    .where(and(liveLink(tokenHash, now), isNull(staff.deactivatedAt)));
  return row;
}

/**
 * Uses a link once: marks it used if it is unused and unexpired, and answers its account's id;
 * undefined otherwise. The conditional update makes a second use lose, even at the same time.
 */
export async function usePasswordLink(
  writer: Writer,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await writer
    .update(staffPasswordLinks)
    .set({ usedAt: now })
    .where(liveLink(tokenHash, now))
    .returning({ staffId: staffPasswordLinks.staffId });
  return row?.staffId;
}

/** Every unused link of the account stops working: one was used, or a newer one was sent. */
export async function retirePasswordLinksOf(writer: Writer, staffId: number, now: Date) {
  await writer
    .update(staffPasswordLinks)
    .set({ usedAt: now })
    .where(and(eq(staffPasswordLinks.staffId, staffId), isNull(staffPasswordLinks.usedAt)));
}

/**
 * A new password hash for the account: one its member chose (set through a link, or changed), or
 * a random secret's that locks it until a reset's link is used.
 */
export async function setStaffPassword(
  writer: Writer,
  staffId: number,
  { passwordHash, isChosen }: { passwordHash: string; isChosen: boolean },
  now: Date,
): Promise<StaffRow> {
  const [row] = await writer
    .update(staff)
    .set({ passwordHash, ...(isChosen ? { passwordChosenAt: now } : {}), updatedAt: now })
    .where(eq(staff.id, staffId))
    .returning();
  return row!;
}

/** Two-factor off, its recovery codes kept elsewhere are dropped by the caller; set up again next. */
export async function clearTwoFactor(
  writer: Writer,
  staffId: number,
  now: Date,
): Promise<StaffRow> {
  const [row] = await writer
    .update(staff)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      twoFactorRequired: true,
      updatedAt: now,
    })
    .where(eq(staff.id, staffId))
    .returning();
  return row!;
}

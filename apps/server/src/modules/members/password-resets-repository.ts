/** Password reset tokens, kept by hash, each usable once. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema.ts';
import type { Writer } from './member-rows.ts';

export async function insertResetToken(
  writer: Writer,
  memberId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await writer.insert(passwordResetTokens).values({ memberId, tokenHash, expiresAt });
}

/**
 * Uses a reset token once: marks it used if it is unused and unexpired, and answers its member;
 * undefined otherwise. The conditional update makes a second use lose, whatever runs at the same
 * time.
 */
export async function useResetToken(
  writer: Writer,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
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
}

/** Other unused reset links of the member stop working once one was used. */
export async function retireResetTokensOf(
  writer: Writer,
  memberId: number,
  now: Date,
): Promise<void> {
  await writer
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
}

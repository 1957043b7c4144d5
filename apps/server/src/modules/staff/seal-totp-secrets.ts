/**
 * The start-up pass over the staff's TOTP secrets (decision 075), run once per start before the
 * server listens: a secret an earlier version stored in clear is encrypted where it lies, and
 * every stored secret is opened once, so a TOTP_ENCRYPTION_KEY that is not the one they were
 * sealed with stops the start with a clear message instead of failing each two-factor login.
 */
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staff } from '../../db/schema.ts';
import type { TotpSecretBox } from './totp-secret-box.ts';

const columns = ['totpSecret', 'totpPendingSecret'] as const;

/** Answers how many secrets were stored in clear and are now encrypted. */
export async function sealStoredTotpSecrets(db: Database, box: TotpSecretBox): Promise<number> {
  const rows = await db
    .select({
      id: staff.id,
      totpSecret: staff.totpSecret,
      totpPendingSecret: staff.totpPendingSecret,
    })
    .from(staff)
    .where(or(isNotNull(staff.totpSecret), isNotNull(staff.totpPendingSecret)));
  let sealed = 0;
  for (const row of rows) {
    for (const column of columns) {
      const stored = row[column];
      if (stored === null) continue;
      if (box.isSealed(stored)) {
        box.open(stored);
        continue;
      }
      // Only if still the clear value: another process starting at once may have sealed it.
      const updated = await db
        .update(staff)
        .set({ [column]: box.seal(stored) })
        .where(and(eq(staff.id, row.id), eq(staff[column], stored)))
        .returning({ id: staff.id });
      sealed += updated.length;
    }
  }
  return sealed;
}

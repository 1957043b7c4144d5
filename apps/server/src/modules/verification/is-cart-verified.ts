/** Whether a visitor passed human verification for a cart recently enough to order with it. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { carts } from '../../db/schema.ts';

export async function isCartVerified(
  db: Pick<Database, 'select'>,
  cartId: number,
  now: Date,
  maxAgeMinutes: number,
): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: carts.verifiedAt })
    .from(carts)
    .where(eq(carts.id, cartId));
  if (!row?.verifiedAt) return false;
  const age = now.getTime() - row.verifiedAt.getTime();
  return age <= maxAgeMinutes * 60_000;
}

/** Cart reads and writes of human verification, named by intent. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { carts } from '../../db/schema.ts';

export function createVerificationRepository(db: Database) {
  return {
    async findCartIdByToken(token: string): Promise<number | undefined> {
      const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.token, token));
      return row?.id;
    },

    /** Records the pass on the cart the token and the id both name; false when they name none. */
    async markCartVerified(token: string, cartId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(carts)
        .set({ verifiedAt: at })
        .where(and(eq(carts.token, token), eq(carts.id, cartId)))
        .returning({ id: carts.id });
      return rows.length > 0;
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;

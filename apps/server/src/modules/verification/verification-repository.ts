/** Cart reads and writes of human verification, named by intent. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { carts } from '../../db/schema.ts';

export function createVerificationRepository(db: Database) {
  return {
    async findCartIdByToken(token: string): Promise<number | undefined> {
      const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.token, token));
      return row?.id;
    },

    async markCartVerified(cartId: number, at: Date): Promise<void> {
      await db.update(carts).set({ verifiedAt: at }).where(eq(carts.id, cartId));
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;

/**
 * The one write every change to a cart makes, in the change's own transaction: it moves the cart
 * row's version (xmin), which `add_cart_ticket` compares with the version the add was checked
 * against, so an add never answers with contents another change has made stale. The database
 * functions that change a cart (`add_cart_ticket`, `add_cart_line`) touch the row themselves, in
 * SQL.
 */
import { eq } from 'drizzle-orm';
import { carts } from '../../db/schema.ts';
import type { Writer } from './cart-writes.ts';

export async function touchCart(writer: Writer, cartId: number, now: Date): Promise<void> {
  await writer.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
}

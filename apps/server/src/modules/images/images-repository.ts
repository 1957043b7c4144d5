/** Uploaded images, stored in the database so every server process serves the same bytes. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { images } from '../../db/schema.ts';
import type { ImageVariant } from '@shop/core/admin-catalogue-api';
import type { Writer } from '../../db/transaction.ts';

export type NewImage = Omit<typeof images.$inferInsert, 'id'>;

export async function insertImage(tx: Writer, values: NewImage) {
  const [row] = await tx
    .insert(images)
    .values(values)
    .returning({ id: images.id, width: images.width, height: images.height });
  return row!;
}

/** One size of an image, or undefined. */
export async function findImageVariant(
  db: Pick<Database, 'select'>,
  id: number,
  variant: ImageVariant,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: variant === 'image' ? images.image : images.thumbnail })
    .from(images)
    .where(eq(images.id, id));
  return row?.bytes;
}

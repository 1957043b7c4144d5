/** Uploaded images, stored in the database so every server process serves the same bytes. */
import { and, eq, isNull } from 'drizzle-orm';
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

/** One size of an image, or undefined; a person's photo (with an access key) is never served by id. */
export async function findImageVariant(
  db: Pick<Database, 'select'>,
  id: number,
  variant: ImageVariant,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: variant === 'image' ? images.image : images.thumbnail })
    .from(images)
    .where(and(eq(images.id, id), isNull(images.accessKey)));
  return row?.bytes;
}

/** The thumbnail of the image under an access key (a person's photo, decision 091), or undefined. */
export async function findImageByKey(
  db: Pick<Database, 'select'>,
  key: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: images.thumbnail })
    .from(images)
    .where(eq(images.accessKey, key));
  return row?.bytes;
}

/** Deletes an image no longer shown: a person's replaced or removed photo must not linger. */
export async function deleteImage(tx: Writer, id: number): Promise<void> {
  await tx.delete(images).where(eq(images.id, id));
}

/**
 * Which member's photo is which image (decision 091): the member owns the photo, so a replaced
 * card keeps it; the image's access key is the only address it has.
 */
import { eq, inArray } from 'drizzle-orm';
import { holderPhotoUrl } from '@shop/core/pass-photo-api';
import type { Database } from '../../db/database.ts';
import { images, members, passCards } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';

/** The photo address of each member that has a photo, by member id. */
export async function readPhotoUrls(
  db: Database | Writer,
  memberIds: number[],
): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: members.id, key: images.accessKey })
    .from(members)
    .innerJoin(images, eq(images.id, members.photoImageId))
    .where(inArray(members.id, memberIds));
  return new Map(rows.flatMap((row) => (row.key ? [[row.memberId, holderPhotoUrl(row.key)]] : [])));
}

/** The photo of each card's holder (a 320 px WebP square), by card code: for drawing cards. */
export async function readCardPhotos(db: Database, codes: string[]): Promise<Map<string, Buffer>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: passCards.code, bytes: images.thumbnail })
    .from(passCards)
    .innerJoin(members, eq(members.id, passCards.memberId))
    .innerJoin(images, eq(images.id, members.photoImageId))
    .where(inArray(passCards.code, codes));
  return new Map(rows.map((row) => [row.code, row.bytes]));
}

/** The member's household and photo image, the row locked so two changes of it queue. */
export async function lockMemberPhoto(tx: Writer, memberId: number) {
  const [row] = await tx
    .select({ householdId: members.householdId, photoImageId: members.photoImageId })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row;
}

export async function setMemberPhotoImage(
  tx: Writer,
  memberId: number,
  imageId: number | null,
): Promise<void> {
  await tx.update(members).set({ photoImageId: imageId }).where(eq(members.id, memberId));
}

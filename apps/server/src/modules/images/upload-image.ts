/**
 * An uploaded picture, resized to the sizes the shop shows (decision 044): the large one for an
 * activity's card and page (at most 1280 px on its longer side, never enlarged), and a 320 px
 * square thumbnail for cart lines and logos, both WebP. Anything sharp cannot read as an image
 * is refused; EXIF orientation is applied and the metadata (location included) dropped.
 */
import sharp from 'sharp';
import { catalogueTexts, type UploadedImage } from '@shop/core/admin-catalogue-api';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { insertImage } from './images-repository.ts';

/** A picture larger than this (in pixels) is refused before it is decoded: a decompression bomb. */
const MAX_INPUT_PIXELS = 60_000_000;
const LARGE_SIZE = 1280;
const THUMBNAIL_SIZE = 320;

export const imageUrl = (id: number, variant: 'image' | 'thumbnail') =>
  `/api/v1/images/${id}/${variant}`;

/**
 * The large size and the square thumbnail of a picture; 422 for what is no image. A person's
 * photo asks for a smaller large size (`largeSize`): only its thumbnail is shown.
 */
export async function resizeImage(bytes: Buffer, { largeSize = LARGE_SIZE } = {}) {
  const input = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const large = await input()
      .resize({ width: largeSize, height: largeSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await input()
      .resize({
        width: THUMBNAIL_SIZE,
        height: THUMBNAIL_SIZE,
        fit: 'cover',
        position: 'attention',
      })
      .webp({ quality: 78 })
      .toBuffer();
    return { large, thumbnail };
  } catch (error) {
    throw new AppError('unprocessable', catalogueTexts.imageUnreadable, { cause: error });
  }
}

export async function uploadImage(
  options: { db: Database; clock: () => Date },
  actorId: number,
  bytes: Buffer,
): Promise<UploadedImage> {
  const { large, thumbnail } = await resizeImage(bytes);
  const now = options.clock();
  return options.db.transaction(async (tx) => {
    const row = await insertImage(tx, {
      image: large.data,
      thumbnail,
      width: large.info.width,
      height: large.info.height,
      staffId: actorId,
      createdAt: now,
    });
    const uploaded = {
      id: row.id,
      url: imageUrl(row.id, 'image'),
      thumbnailUrl: imageUrl(row.id, 'thumbnail'),
      width: row.width,
      height: row.height,
    };
    await recordAudit(tx, {
      staffId: actorId,
      action: 'image.upload',
      entity: 'image',
      entityId: row.id,
      before: null,
      after: { ...uploaded, bytes: bytes.length },
      at: now,
    });
    return uploaded;
  });
}

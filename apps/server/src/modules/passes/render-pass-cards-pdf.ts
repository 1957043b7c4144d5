/**
 * The cards' PDF with their holders' photos (decision 091): the photo is kept as WebP, which the
 * PDF library cannot draw, so it is turned into a JPEG here, once per download or e-mail.
 */
import sharp from 'sharp';
import type { PassCard } from '@shop/core/pass-card-api';
import type { Database } from '../../db/database.ts';
import { renderPassCardsPdf } from '../notifications/index.ts';
import { readCardPhotos } from './holder-photos-repository.ts';

export async function renderPassCardsWithPhotos(
  db: Database,
  cards: PassCard[],
  brand: { foundationName: string },
): Promise<Buffer> {
  const stored = await readCardPhotos(
    db,
    cards.filter((card) => card.photoUrl).map((card) => card.code),
  );
  const photos = new Map<string, Buffer>();
  for (const [code, webp] of stored)
    photos.set(code, await sharp(webp).jpeg({ quality: 85 }).toBuffer());
  return renderPassCardsPdf(cards, brand, photos);
}

/** A new venue (audited in the same transaction); a taken name or slug is refused. */
import { catalogueTexts, type AdminVenue, type VenueBody } from '@shop/core/admin-catalogue-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { insertVenue } from './catalogue-admin-repository.ts';
import { toAdminVenue } from './catalogue-admin-mappers.ts';
import type { CatalogueAdminOptions } from './catalogue-admin-options.ts';

export const venueTaken = () =>
  new AppError('conflict', catalogueTexts.venueTaken, {
    fields: { name: [catalogueTexts.venueTaken], slug: [catalogueTexts.venueTaken] },
  });

export async function createVenue(
  options: CatalogueAdminOptions,
  actorId: number,
  body: VenueBody,
): Promise<AdminVenue> {
  const now = options.clock();
  return options.db.transaction(async (tx) => {
    const row = await insertVenue(tx, body);
    if (!row) throw venueTaken();
    const after = toAdminVenue(row, 0);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'venue.create',
      entity: 'venue',
      entityId: row.id,
      before: null,
      after,
      at: now,
    });
    return after;
  });
}

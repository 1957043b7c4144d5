/** Changes a venue's fields (audited before and after); a taken name or slug is refused. */
import { catalogueTexts, type AdminVenue, type VenueChange } from '@shop/core/admin-catalogue-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  countActivitiesOfVenue,
  isVenueTaken,
  lockVenue,
  updateVenue,
} from './catalogue-admin-repository.ts';
import { toAdminVenue } from './catalogue-admin-mappers.ts';
import type { CatalogueAdminOptions } from './catalogue-admin-options.ts';
import { venueTaken } from './create-venue.ts';

export async function changeVenue(
  options: CatalogueAdminOptions,
  actorId: number,
  venueId: number,
  body: VenueChange,
): Promise<AdminVenue> {
  const now = options.clock();
  return options.db.transaction(async (tx) => {
    const before = await lockVenue(tx, venueId);
    if (!before) throw new AppError('not_found', catalogueTexts.venueNotFound);
    const names = { name: body.name ?? before.name, slug: body.slug ?? before.slug };
    if (await isVenueTaken(tx, names, venueId)) throw venueTaken();
    const row = await updateVenue(tx, venueId, body);
    const activityCount = await countActivitiesOfVenue(tx, venueId);
    const after = toAdminVenue(row, activityCount);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'venue.change',
      entity: 'venue',
      entityId: venueId,
      before: toAdminVenue(before, activityCount),
      after,
      at: now,
    });
    return after;
  });
}

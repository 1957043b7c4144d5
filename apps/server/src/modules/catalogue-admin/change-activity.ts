/**
 * Changes an activity: any of its fields, publishing or drafting it, and replacing its lists
 * (audited before and after in the same transaction). The shop sees the change once its caches
 * have expired: at most CATALOGUE_CACHE_MS for carts, ACTIVITY_TIMES_CACHE_MS for calendars.
 */
import {
  catalogueTexts,
  type ActivityChange,
  type AdminActivity,
} from '@shop/core/admin-catalogue-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  isActivityCentamanIdTaken,
  lockActivity,
  updateActivity,
} from './catalogue-admin-repository.ts';
import { toActivityValues } from './catalogue-admin-mappers.ts';
import type { CatalogueAdminOptions } from './catalogue-admin-options.ts';
import { centamanIdTaken } from './create-activity.ts';
import { readAdminActivity } from './get-activity.ts';
import { checkLinks, checkVenue, saveActivityLists } from './save-activity-lists.ts';

export async function changeActivity(
  options: CatalogueAdminOptions,
  actorId: number,
  activityId: number,
  body: ActivityChange,
): Promise<AdminActivity> {
  const now = options.clock();
  return options.db.transaction(async (tx) => {
    if (!(await lockActivity(tx, activityId)))
      throw new AppError('not_found', catalogueTexts.activityNotFound);
    await checkVenue(tx, body.venueId);
    await checkLinks(tx, activityId, body.linkedActivityIds);
    if (body.centamanId && (await isActivityCentamanIdTaken(tx, body.centamanId, activityId)))
      throw centamanIdTaken();
    const before = await readAdminActivity(tx, activityId);
    const values = toActivityValues(body);
    if (Object.keys(values).length > 0) await updateActivity(tx, activityId, values);
    await saveActivityLists(tx, activityId, body);
    const after = await readAdminActivity(tx, activityId);
    await recordAudit(tx, {
      staffId: actorId,
      action:
        body.published === undefined || body.published === before.published
          ? 'activity.change'
          : body.published
            ? 'activity.publish'
            : 'activity.draft',
      entity: 'activity',
      entityId: activityId,
      before,
      after,
      at: now,
    });
    return after;
  });
}

/**
 * A new activity with its fields, waivers and links (audited in the same transaction). It may be
 * created as a draft; a draft is invisible to visitors until published (decision 043).
 */
import {
  catalogueTexts,
  type ActivityBody,
  type AdminActivity,
} from '@shop/core/admin-catalogue-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { insertActivity } from './catalogue-admin-repository.ts';
import { toActivityValues } from './catalogue-admin-mappers.ts';
import { newCentamanId, type CatalogueAdminOptions } from './catalogue-admin-options.ts';
import { readAdminActivity } from './get-activity.ts';
import { checkLinks, checkVenue, saveActivityLists } from './save-activity-lists.ts';

export const centamanIdTaken = () =>
  new AppError('conflict', catalogueTexts.centamanIdTaken, {
    fields: { centamanId: [catalogueTexts.centamanIdTaken] },
  });

export async function createActivity(
  options: CatalogueAdminOptions,
  actorId: number,
  body: ActivityBody,
): Promise<AdminActivity> {
  const now = options.clock();
  return options.db.transaction(async (tx) => {
    await checkVenue(tx, body.venueId);
    await checkLinks(tx, null, body.linkedActivityIds);
    const row = await insertActivity(tx, {
      ...toActivityValues(body),
      venueId: body.venueId,
      displayName: body.displayName,
      dateSelectionType: body.dateSelectionType,
      timed: body.timed,
      centamanId: body.centamanId ?? newCentamanId('activity'),
    });
    if (!row) throw centamanIdTaken();
    await saveActivityLists(tx, row.id, body);
    const after = await readAdminActivity(tx, row.id);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'activity.create',
      entity: 'activity',
      entityId: row.id,
      before: null,
      after,
      at: now,
    });
    return after;
  });
}

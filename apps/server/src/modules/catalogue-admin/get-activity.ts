/** One activity as the back office edits it: every field, its lists and its ticket types. */
import { catalogueTexts, type AdminActivity } from '@shop/core/admin-catalogue-api';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findActivity, findActivityLists } from './catalogue-admin-repository.ts';
import { toAdminActivity } from './catalogue-admin-mappers.ts';
import type { CatalogueAdminOptions } from './catalogue-admin-options.ts';

/** The activity read through `db` (a change's transaction, to audit what it wrote). */
export async function readAdminActivity(
  db: Pick<Database, 'select'>,
  activityId: number,
): Promise<AdminActivity> {
  const row = await findActivity(db, activityId);
  if (!row) throw new AppError('not_found', catalogueTexts.activityNotFound);
  return toAdminActivity(row, await findActivityLists(db, activityId));
}

export function getActivity(
  options: CatalogueAdminOptions,
  activityId: number,
): Promise<AdminActivity> {
  return readAdminActivity(options.db, activityId);
}

/** Every activity for the back office, drafts and archived ones too; the page filters and sorts. */
import type { AdminActivitySummary } from '@shop/core/admin-catalogue-api';
import { findActivitySummaries } from './catalogue-admin-repository.ts';
import { toActivitySummary } from './catalogue-admin-mappers.ts';
import type { CatalogueAdminOptions } from './catalogue-admin-options.ts';

export async function listActivities(
  options: CatalogueAdminOptions,
): Promise<AdminActivitySummary[]> {
  return (await findActivitySummaries(options.db)).map(toActivitySummary);
}

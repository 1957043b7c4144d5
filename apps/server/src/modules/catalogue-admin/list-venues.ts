/** Every venue for the back office, in the shop's order, with its count of activities. */
import type { AdminVenue } from '@shop/core/admin-catalogue-api';
import { findVenuesWithCounts } from './catalogue-admin-repository.ts';
import { toAdminVenue } from './catalogue-admin-mappers.ts';
import type { CatalogueAdminOptions } from './catalogue-admin-options.ts';

export async function listVenues(options: CatalogueAdminOptions): Promise<AdminVenue[]> {
  const rows = await findVenuesWithCounts(options.db);
  return rows.map(({ activityCount, ...venue }) => toAdminVenue(venue, activityCount));
}

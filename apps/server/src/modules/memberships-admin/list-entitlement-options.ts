/**
 * What a membership product may entitle, for the back office's form: every activity with its
 * venue, drafts and archived ones marked (a product may still name them), each with its ticket
 * types; add-ons are left out, as they take no member price.
 */
import type { EntitlementOptions } from '@shop/core/membership-admin-api';
import { listEntitlementOptionRows } from './entitlements-admin-repository.ts';
import type { MembershipsAdminDeps } from './memberships-admin-deps.ts';

export async function listEntitlementOptions(
  deps: MembershipsAdminDeps,
): Promise<EntitlementOptions> {
  const { activityRows, ticketRows } = await listEntitlementOptionRows(deps.db);
  return {
    activities: activityRows.map(({ active, archived, ...activity }) => ({
      ...activity,
      onSale: active && !archived,
      tickets: ticketRows
        .filter((ticket) => ticket.activityId === activity.id)
        .map(({ activityId: _activityId, ...ticket }) => ticket),
    })),
  };
}

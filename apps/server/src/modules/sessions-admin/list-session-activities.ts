/** The activities whose sessions the back office manages, with the ticket types a session may price. */
import type { SessionActivity } from '@shop/core/admin-sessions-api';
import { centsToDollars } from '@shop/core/money';
import type { SessionsDeps } from './sessions-deps.ts';
import { findActivitiesWithVenues, findTicketsOfActivities } from './sessions-repository.ts';

export async function listSessionActivities(deps: SessionsDeps): Promise<SessionActivity[]> {
  const rows = await findActivitiesWithVenues(deps.db);
  const tickets = await findTicketsOfActivities(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    tickets: tickets
      .filter((ticket) => ticket.activityId === row.id)
      .map((ticket) => ({
        id: ticket.id,
        displayName: ticket.displayName,
        price: centsToDollars(ticket.priceCents),
      })),
  }));
}

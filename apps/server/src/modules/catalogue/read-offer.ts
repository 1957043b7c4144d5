/**
 * What a session offers for sale, for other modules (carts, orders): the activity, the session
 * with its vacancy and availability, and each ticket type at this session's price and tax rate.
 */
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { notFound } from '../../http/app-error.ts';
import type { CatalogueRepository, TicketRow } from './catalogue-repository.ts';
import { toActivity, toActivityTime } from './catalogue-mappers.ts';

export interface OfferedTicket {
  row: TicketRow;
  priceCents: number;
}

export interface Offer {
  activity: Activity;
  session: ActivityTime;
  tickets: OfferedTicket[];
}

export function createOfferReader(repository: CatalogueRepository, clock: () => Date) {
  return async function readOffer(activityId: number, activityTimeId: number): Promise<Offer> {
    const activityRow = await repository.findBookableActivity(activityId);
    if (!activityRow) throw notFound('Activity');
    const now = clock();
    const sessionRow = await repository.findSession(activityTimeId, now);
    if (!sessionRow || sessionRow.activityId !== activityRow.id) throw notFound('Activity time');
    const [udfRows, links, ticketRows, addOnRows, prices] = await Promise.all([
      repository.findUdfsOfActivities([activityRow.id]),
      repository.findLinksOfActivities([activityRow.id]),
      repository.findTicketsOfActivity(activityRow.id, 'tickets'),
      repository.findTicketsOfActivity(activityRow.id, 'addOns'),
      repository.findSessionPrices([activityTimeId]),
    ]);
    const priceOf = new Map(prices.map((price) => [price.ticketId, price.priceCents]));
    return {
      activity: toActivity(activityRow, udfRows, links),
      session: toActivityTime(sessionRow, activityRow, now),
      tickets: [...ticketRows, ...addOnRows].map((row) => ({
        row,
        priceCents: priceOf.get(row.id) ?? row.priceCents,
      })),
    };
  };
}

export type ReadOffer = ReturnType<typeof createOfferReader>;

/** What other modules may use of the catalogue: the offer of a session, and the service type. */
export type {
  SessionRow,
  SessionWithLiveHolds,
  /** The old name of a session row with its live holds. */
  SessionWithLiveHolds as ActivityTimeRow,
} from './catalogue-repository.ts';
export type { CatalogueService } from './catalogue-service.ts';
export type { KnownSession, Offer, OfferedTicket, ReadOffer } from './read-offer.ts';

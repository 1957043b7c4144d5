/** What other modules may use of the catalogue: the offer of a session, and the service type. */
export type { SessionWithHeldCounter, SessionWithLiveHeld } from './catalogue-repository.ts';
export type { CatalogueService } from './catalogue-service.ts';
export type { KnownSession, Offer, OfferedTicket, ReadOffer } from './read-offer.ts';

/** What other modules may use of carts: the service, cart rows and the places guarantee. */
export type { CartRow, CartsRepository, Writer } from './carts-repository.ts';
export { generateCartToken, type CartsService } from './carts-service.ts';
export { createHeldCart, type HeldCartRequest } from './create-held-cart.ts';
export type { Claimant, ClaimContext, TicketClaim } from './add-claimed-ticket.ts';
export { ticketResource } from './carts-routes.ts';
export { lockSession, type Executor } from './hold-places.ts';
export { ticketsUnavailable } from './cart-errors.ts';
export { touchCart } from './touch-cart.ts';
export {
  countAddOnsShortSql,
  countSessionsWithVacancy,
  vacancyFor,
  placesOfTicket,
  releaseCartHoldsSql,
  sellPlacesSql,
  ticketPlacesSql,
  type PlacesNeeded,
} from './places-sql.ts';
export { createPricedCartViewer, type PricedCart } from './carts-mappers.ts';

/** What other modules may use of check-in: its routes, and the one read of a ticket's state. */
export { checkInRoutes } from './check-in-routes.ts';
export { readTicketState, type TicketState } from './read-ticket-state.ts';

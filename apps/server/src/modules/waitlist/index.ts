/** The waiting list of sold-out sessions (issue 34, decision 103). */
export {
  buildWaitlistJoinedMessage,
  buildWaitlistOfferMessage,
  WAITLIST_JOINED_KIND,
  WAITLIST_OFFER_KIND,
} from './waitlist-email.ts';
export { offerFreedPlaces, type OfferFreedPlacesDeps } from './offer-freed-places.ts';
export { waitlistRoutes } from './waitlist-routes.ts';
export {
  buildWaitlistClosedMessage,
  closeWaitlistOfSession,
  forgetPastEntries,
  WAITLIST_CLOSED_KIND,
} from './close-waitlist.ts';
export { waitlistAdminRoutes } from './waitlist-admin-routes.ts';

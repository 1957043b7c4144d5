/** The waiting list of sold-out sessions (issue 34, decision 103). */
export { buildWaitlistJoinedMessage, WAITLIST_JOINED_KIND } from './waitlist-email.ts';
export { waitlistRoutes } from './waitlist-routes.ts';

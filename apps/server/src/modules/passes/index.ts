/**
 * Memberships at the venue (issue 31, decision 088): what a product entitles, the passes members
 * hold with those entitlements, and the pass holders' cards.
 */
export { readEntitlements, replaceEntitlements } from './entitlements-repository.ts';
export {
  findCard,
  findCardsInUse,
  issuePassCards,
  reissuePassCard,
  type PassCardRow,
} from './pass-cards-repository.ts';
export { readMemberPasses, type MemberPass } from './read-member-passes.ts';
export { passesRoutes } from './passes-routes.ts';
export { passPlacesRoutes } from './pass-places-routes.ts';
export { claimPassPlace, listPassPlaces } from './pass-places.ts';
export { confirmCartPassPlaces } from './confirm-cart-pass-places.ts';
export { accountPhotoRoutes, staffPhotoRoutes } from './holder-photo-routes.ts';
export { readPhotoUrls } from './holder-photos-repository.ts';
export { renderPassCardsWithPhotos } from './render-pass-cards-pdf.ts';
export { readPassCards } from './get-pass-card.ts';
export {
  queueRenewalReminders,
  RENEWAL_REMINDER_DAYS,
  RENEWAL_REMINDER_KIND,
} from './queue-renewal-reminders.ts';
export { buildRenewalReminder } from './renewal-reminder-email.ts';

/** The venue slug whose tab shows every activity (SPEC section 9). */
export const ALL_VENUES_SLUG = 'all';

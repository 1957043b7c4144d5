/** Texts of the add-ticket rules (SPEC sections 5 and 8). */
export const cartTexts = {
  invalidSelectionTitle: 'Invalid Selection',
  ticketsUnavailable:
    'The selected number of tickets are not available. Please edit your selection and try again.',
  /** An add-on with a stock per session (decision 079) that has fewer units left. */
  addOnsUnavailable:
    'The selected number of add-ons are not available. Please edit your selection and try again.',
  maxQuantity: (max: number) => `Only ${max} tickets may be purchased at a time.`,
  addTicketFailed:
    'Could not add ticket to cart. Please check that all required fields are completed and try again.',
  cartLoadFailed: 'An error occurred while fetching your cart.',
  cartLoadFailedChooseTickets: 'An error occurred while loading your cart.',
} as const;

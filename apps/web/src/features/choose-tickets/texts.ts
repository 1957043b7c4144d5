/** Texts of the choose-tickets page, word for word from SPEC sections 2, 5 and 8. */
export const chooseTicketsTexts = {
  heading: 'Choose Your Tickets',
  editHeading: 'Change Reservation',
  noTimesForActivity:
    "We're sorry, but there are no available times for this activity. Please return to the activities page and select a new activity.",
  selectValidDate: 'Please select a valid date to view available times.',
  timeSoldOut: "We're sorry, tickets for this time have sold out.",
  noTicketsForTime: "We're sorry, there are no available tickets for this time.",
  sessionPlaceholder: 'Please Select a Session',
  loadFailed: 'Could not load tickets for this event.',
  addOnExcess:
    'Add-on ticket quantities may not exceed the total number of selected passes. Please edit your add-on selections and try again.',
  addAnotherSession: 'Add Another Session',
  backToActivities: 'Back to Activities',
  proceedToCheckout: 'Proceed to Checkout',
} as const;

/** Texts of SPEC section 8 that both the server and the browser show. */
export const errorTexts = {
  defaultError: 'An error occurred.',
  activitiesCouldNotBeLoaded: 'Activities could not be loaded.',
  activitiesLoadFailed: 'An error occurred while loading your activities.',
  serverUnreachable: 'Warning: there is no server running at your configured API url',
  ticketingUnavailableTitle: 'Unable to Process Request',
  ticketingUnavailableMessage: (email: string) =>
    `It seems the ticketing system is unavailable right now. Please refresh and try again in a few minutes. If you continue to experience problems, contact ${email}.`,
  invalidFormTitle: 'Invalid Form Fields',
  invalidFormMessage: 'Complete all required fields and try again.',
} as const;

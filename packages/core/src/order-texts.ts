/** What the shop says about placing and loading an order (SPEC sections 4 and 7). */
export const orderTexts = {
  submitFailed: 'Your order could not be submitted. Please check your information and try again.',
  loadFailed: 'An error occurred while loading your order.',
  couldNotLoad: 'Could not load order.',
  paymentMethodErrorTitle: 'Payment Method Error',
  paymentMethodErrorMessage: 'The following fields have errors',
  emptyCart: 'Your cart is empty. Add tickets before placing an order.',
  cardRequired: 'Enter your card details to pay for this order.',
  verificationFailed: 'Verification failed.',
  alreadySubmitting: 'This order is already being submitted. Please wait a moment.',
  /** Another submission of the cart is in flight, or its payment is being recovered. */
  paymentBeingConfirmed:
    'A payment for this order is being confirmed. Please wait a minute, then check your e-mail for a confirmation before you try again.',
  /** The recovery job's answer to a submission the server could not finish (decision 020). */
  notCompleted:
    'Your order could not be completed, so it was not placed, and any charge to your card has been cancelled. Please try again.',
} as const;

/**
 * What the order page says of an order whose session the shop cancelled (decision 073), and of
 * the money: a card credited, or cash to collect at the window.
 */
export const orderCancellationTexts = {
  title: 'Session Cancelled',
  wholeOrder: 'We’re sorry: your order was cancelled.',
  partOfOrder: 'We’re sorry: part of your order was cancelled.',
  heading: (sessions: number) => (sessions === 1 ? 'Session cancelled' : 'Sessions cancelled'),
  refundedToCard: (amount: string, card: string | null) =>
    `Refunded ${amount} to ${card ?? 'the card the order was paid with'}.`,
  refundTiming: 'A refund can take a few business days to appear on your statement.',
  refundPending: (amount: string) =>
    `A refund of ${amount} is being confirmed with the payment service.`,
  refundedInCash: (amount: string) => `Refunded ${amount} in cash at the ticket window.`,
  cashToCollect: (amount: string, receipt: string) =>
    `${amount} in cash is waiting for you at the ticket window. Give the clerk your order number, ${receipt}.`,
  noEdit: 'This order can no longer be changed online. For help, write to us with its order number.',
} as const;

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
  /**
   * The order was sent and no answer came back (decision 105): it may be placed. The same details
   * again are answered with the order, and never charged twice; a refreshed page starts anew.
   */
  submitUnansweredTitle: 'No Answer Received',
  submitUnanswered:
    'Your order may already be placed. Submit again with the same details: a placed order then shows its confirmation, and you are never charged twice. Please do not refresh this page.',
  /** Another submission of the cart is in flight, or its payment is being recovered. */
  paymentBeingConfirmed:
    'A payment for this order is being confirmed. Please wait a minute, then check your e-mail for a confirmation before you try again.',
  /** The recovery job's answer to a submission the server could not finish (decision 020). */
  notCompleted:
    'Your order could not be completed, so it was not placed, and any charge to your card has been cancelled. Please try again.',
  /**
   * The order, priced when placed, comes to another total than the page showed (decision 112): a
   * price, a tax rate or a promo code's amount changed meanwhile. Refused before any money moves.
   */
  totalChangedTitle: 'Your Total Has Changed',
  totalChanged: (total: string) =>
    `The prices or the promo code changed since this page showed your total. The new total is ${total}, and nothing was charged. Please review it, then submit your order again.`,
} as const;

/**
 * What the order page and the refund e-mail say of an order whose session the shop cancelled
 * (decision 073), and of the money: a card credited, or cash to collect at the window. Without
 * zod, so the visitor's page can use it (decision 065).
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
  noEdit:
    'This order can no longer be changed online. For help, write to us with its order number.',
} as const;

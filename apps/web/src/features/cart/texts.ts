import { orderEditTexts } from '@shop/core/order-edit';

/** Texts of the cart screen, word for word from SPEC section 2. */
export const cartScreenTexts = {
  heading: 'Shopping Cart',
  empty: 'Your Cart is Empty!',
  browseActivities: 'Browse Activities',
  addAnotherActivity: 'Add Another Activity',
  editDetails: 'Edit Details',
  delete: 'Delete',
  deleteItem: 'Delete Item',
  cancel: 'Cancel',
  confirmDelete: (event: string) => `Are you sure you want to delete ${event} from your cart?`,
  proceedToCheckout: 'Proceed to Checkout',
  /** Edit mode (SPEC section 2). */
  receipt: (receipt: string) => `Receipt #${receipt}`,
  modified: orderEditTexts.modified,
  changeReservation: orderEditTexts.changeReservation,
  noChangesYet: 'Change a reservation or add tickets to continue.',
  alreadyPaid: 'Already paid',
  /** An ordered cart's token asked for (decision 107; the spec has no such case). */
  orderPlaced: 'The order from this cart has been placed.',
  viewOrder: 'View Your Order',
} as const;

/** Texts of the hold countdown on the cart and checkout (decision 031; the spec has none). */
export const holdTexts = {
  regionLabel: 'Ticket hold',
  heldFor: 'Your tickets are held for',
  heldNote: 'Complete your purchase before the time runs out to keep your places.',
  warningTitle: 'Your tickets will be released in',
  warningBody: 'Complete your purchase before then, or keep your tickets for more time.',
  keep: 'Keep My Tickets',
  keeping: 'Keeping your tickets…',
  announce: (minutes: number) =>
    `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left to complete your purchase before your tickets are released.`,
  heldAgain: (minutes: number) =>
    `Your tickets are held again for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  lapsedTitle: 'Your tickets are no longer held',
  lapsedBody:
    'The time to complete your purchase ran out and your places were released. Check availability to hold them again before you pay.',
  checkAvailability: 'Check Availability',
  checking: 'Checking availability…',
  unavailableTitle: 'Some tickets are no longer available',
  unavailableBody: 'Delete them from your cart or choose another time to continue:',
  renewFailed: 'Your tickets could not be held again. Please try again.',
} as const;

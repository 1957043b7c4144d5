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
  untimedChange: orderEditTexts.untimedChange,
  reservationPassed: orderEditTexts.reservationPassed,
  noChangesYet: 'Change a reservation or add tickets to continue.',
  alreadyPaid: 'Already paid',
} as const;

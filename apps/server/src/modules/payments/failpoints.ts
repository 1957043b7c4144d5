/**
 * Named points of a sale (ticket order, order edit, membership order) where a test can stop the
 * work as a crash of the process would, or fail it (decision 020). In the shop they do nothing.
 */
export type SaleStep =
  /** The gateway answered a charge, refund or void; the answer is not stored yet. */
  | 'charged'
  /** The charge (or refund) is stored; the order's transaction has not begun. */
  | 'paid'
  /** Inside the transaction that writes the order, before it commits. */
  | 'writing'
  /** The order and its submission's success are committed; the answer has not gone out. */
  | 'written'
  /** The sale failed; what it did (the charge) is about to be undone. */
  | 'undoing';

export type Failpoint = (step: SaleStep) => Promise<void>;

export const noFailpoint: Failpoint = () => Promise.resolve();

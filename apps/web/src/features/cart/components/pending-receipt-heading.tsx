import { cartScreenTexts } from '../texts.ts';

/**
 * An edited order's heading while the order loads: 'Receipt #' and a placeholder for the number,
 * one line, as the heading it becomes. Other words in its place ('Change Reservation') took two
 * lines on a phone, and the page below moved down and back up as the order arrived.
 */
export function PendingReceiptHeading() {
  return (
    <>
      {cartScreenTexts.receipt('')}
      <span
        aria-hidden="true"
        className="ml-1 inline-block h-[0.75em] w-[5ch] animate-pulse rounded-md bg-white/20"
      />
    </>
  );
}

import { Spinner } from '../ui/spinner.tsx';

/** Shown between a placed order and its confirmation page, so the wait is announced. */
export function OrderPlacedStatus() {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-lg font-medium text-navy-800">
      <Spinner />
      Your order has been placed. Loading your confirmation…
    </p>
  );
}

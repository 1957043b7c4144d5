import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The checkout's shape while the cart loads. */
export function CheckoutLoading() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
      <p role="status" className="sr-only">
        Loading your cart…
      </p>
      <div className="space-y-6">
        <Skeleton className="h-80 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
      <Skeleton className="h-[32rem] rounded-2xl" />
    </div>
  );
}

import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The confirmation's shape while the order loads. */
export function OrderConfirmationLoading() {
  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        Loading your order…
      </p>
      <Skeleton className="h-16 rounded-xl" />
      <Skeleton className="h-56 rounded-2xl" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}

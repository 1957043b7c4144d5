import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Placeholder lines and totals while the cart loads. */
export function CartLoading() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <p role="status" className="sr-only">
        Loading your cart…
      </p>
      <div className="space-y-4">
        {[1, 2].map((key) => (
          <Card key={key} className="flex flex-col sm:flex-row">
            <Skeleton className="aspect-[16/9] rounded-none sm:aspect-auto sm:h-auto sm:w-44" />
            <div className="flex-1 space-y-3 p-6">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-full" />
            </div>
          </Card>
        ))}
      </div>
      <Card className="space-y-3 p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="mt-4 h-12 w-full rounded-lg" />
      </Card>
    </div>
  );
}

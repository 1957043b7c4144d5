import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The activity card's placeholder, the size of its picture and first lines. */
export function ActivitySummaryLoading() {
  return (
    <Card>
      <Skeleton className="aspect-[21/9] rounded-none lg:aspect-[16/9]" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
      </div>
    </Card>
  );
}

/** Placeholder steps while the sessions and the cart load. */
export function ChooseTicketsLoading() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        Loading tickets…
      </p>
      {['h-80', 'h-56', 'h-40'].map((height) => (
        <Card key={height} className="p-6">
          <Skeleton className="mb-5 h-8 w-64" />
          <Skeleton className={`${height} w-full rounded-xl`} />
        </Card>
      ))}
    </div>
  );
}

import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Placeholder steps and activity card while the activity and the cart load. */
export function ChooseTicketsLoading() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <p role="status" className="sr-only">
        Loading tickets…
      </p>
      <Card className="lg:order-2">
        <Skeleton className="aspect-[21/9] rounded-none lg:aspect-[16/9]" />
        <div className="space-y-3 p-6">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-full" />
        </div>
      </Card>
      <div className="space-y-6 lg:order-1">
        {['h-80', 'h-56', 'h-40'].map((height) => (
          <Card key={height} className="p-6">
            <Skeleton className="mb-5 h-8 w-64" />
            <Skeleton className={`${height} w-full rounded-xl`} />
          </Card>
        ))}
      </div>
    </div>
  );
}

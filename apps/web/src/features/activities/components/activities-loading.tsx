import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Container } from '../../../components/ui/container.tsx';

function ActivityCardSkeleton() {
  return (
    <Card className="flex h-full flex-col">
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-6 h-11 w-32 rounded-lg" />
      </div>
    </Card>
  );
}

/** Placeholder tabs and cards while the venues load, announced once to screen readers. */
export function ActivitiesLoading() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading activities…
      </p>
      <div className="bg-navy-900">
        <Container className="flex gap-2 pt-1 pb-4">
          {[28, 36, 32, 40].map((width) => (
            <div
              key={width}
              aria-hidden="true"
              className="h-11 animate-pulse rounded-full bg-white/10"
              style={{ width: `${width * 4}px` }}
            />
          ))}
        </Container>
      </div>
      <Container className="py-10">
        <Skeleton className="mb-8 h-8 w-64" />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {Array.from({ length: 6 }, (_, index) => (
            <ActivityCardSkeleton key={index} />
          ))}
        </div>
      </Container>
    </div>
  );
}

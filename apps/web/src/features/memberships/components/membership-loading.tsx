import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** A membership page's shape while its data loads. */
export function MembershipLoading({ label }: { label: string }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)] lg:gap-8">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="space-y-6">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

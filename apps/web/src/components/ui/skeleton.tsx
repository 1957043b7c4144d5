import { cn } from './cn.ts';

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-navy-100/70', className)} />
  );
}

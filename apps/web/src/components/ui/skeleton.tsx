import { cn } from './cn.ts';

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-navy-100/70', className)} />
  );
}

export interface LoadingShapesProps {
  /** What a screen reader is told is loading. */
  label: string;
  /** Each placeholder's classes (its height, its corners), in order. */
  shapes: string[];
  className?: string;
}

/** A loading state: the status a screen reader hears, and the shapes of what is coming. */
export function LoadingShapes({ label, shapes, className }: LoadingShapesProps) {
  return (
    <div className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {shapes.map((shape, index) => (
        <Skeleton key={`${index}-${shape}`} className={shape} />
      ))}
    </div>
  );
}

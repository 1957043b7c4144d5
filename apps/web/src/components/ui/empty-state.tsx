import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A centred message for a list with nothing in it. */
export function EmptyState({ icon, title, children, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border-2 border-dashed border-navy-900/15 bg-white/60 px-6 py-14 text-center',
        className,
      )}
    >
      {icon ? <div className="mb-4 text-glacier-600">{icon}</div> : null}
      <p className="max-w-md text-lg font-semibold text-navy-900">{title}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}

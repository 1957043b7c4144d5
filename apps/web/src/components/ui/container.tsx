import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

/** Centres content at the page's reading width with responsive side padding. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...props} className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} />
  );
}

import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'article' | 'section' | 'div' | 'li';
  isInteractive?: boolean;
}

/** A white surface with a soft shadow; interactive cards lift on hover and when focus is inside. */
export function Card({
  as: Element = 'div',
  isInteractive = false,
  className,
  ...props
}: CardProps) {
  return (
    <Element
      {...props}
      className={cn(
        'overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5',
        isInteractive &&
          'transition duration-200 ease-out hover:-translate-y-0.5 hover:shadow-card-hover focus-within:shadow-card-hover',
        className,
      )}
    />
  );
}

import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';
import { ExternalLinkIcon } from '../ui/icons.tsx';

/** A waiver to sign online, opened in a new tab so the confirmation stays. */
export function WaiverLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-navy-900 ring-1 ring-navy-900/20 ring-inset hover:bg-glacier-100',
        className,
      )}
    >
      {children}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

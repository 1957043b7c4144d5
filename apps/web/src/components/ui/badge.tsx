import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type BadgeTone = 'neutral' | 'accent' | 'info';

const toneClasses: Record<BadgeTone, string> = {
  neutral: 'bg-navy-50 text-navy-800 ring-navy-900/10',
  accent: 'bg-ember-500 text-navy-950 ring-transparent',
  info: 'bg-glacier-100 text-glacier-800 ring-glacier-700/15',
};

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        toneClasses[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { AlertIcon, InfoIcon } from './icons.tsx';

export type AlertTone = 'info' | 'warning' | 'error';

const toneClasses: Record<AlertTone, string> = {
  info: 'bg-glacier-100 text-navy-900 ring-glacier-600/25',
  warning: 'bg-ember-100 text-navy-950 ring-ember-600/40',
  error: 'bg-red-50 text-red-950 ring-red-700/25',
};

export interface AlertProps {
  tone?: AlertTone;
  title: ReactNode;
  /** The heading level of the title, so the alert fits the page outline. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
  /** 'alert' announces the box as soon as it appears; leave unset for static notices. */
  role?: 'alert' | 'status';
  /** For a control that the alert describes (`aria-describedby`). */
  id?: string;
  className?: string;
}

/** A boxed message with a title, optional detail and actions. */
export function Alert({
  tone = 'info',
  title,
  headingLevel = 2,
  children,
  role,
  id,
  className,
}: AlertProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Icon = tone === 'info' ? InfoIcon : AlertIcon;
  return (
    <div
      id={id}
      role={role}
      className={cn(
        'flex gap-3 rounded-xl p-4 ring-1 ring-inset sm:p-5',
        toneClasses[tone],
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-2">
        <Heading className="text-base font-bold">{title}</Heading>
        {children ? <div className="text-[0.9375rem] leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}

import type { ReactNode, Ref } from 'react';
import { cn } from '../../../components/ui/cn.ts';

/** The look of every back-office page's title, for the few headings laid out their own way. */
export const pageTitleClasses = 'text-3xl font-bold tracking-tight text-navy-950';

export interface AdminPageHeadingProps {
  title: ReactNode;
  description?: ReactNode;
  descriptionClassName?: string;
  /**
   * What the page offers, at the right of the title. Given, even as null (a role that may not),
   * the title and the action share a row.
   */
  action?: ReactNode;
  /**
   * Given, the title can take focus from script: where focus goes when a change removes the
   * control that was pressed and nothing nearer stays.
   */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A back-office page's title, what the page is for, and its main action. */
export function AdminPageHeading({
  title,
  description,
  descriptionClassName,
  action,
  headingRef,
}: AdminPageHeadingProps) {
  const isFocusTarget = headingRef !== undefined;
  const heading = (
    <h1
      ref={headingRef}
      tabIndex={isFocusTarget ? -1 : undefined}
      className={cn(pageTitleClasses, isFocusTarget && 'outline-none')}
    >
      {title}
    </h1>
  );
  if (description === undefined && action === undefined) return heading;
  const text = (
    <div>
      {heading}
      {description === undefined ? null : (
        <p className={cn('mt-1 text-navy-800', descriptionClassName)}>{description}</p>
      )}
    </div>
  );
  if (action === undefined) return text;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {text}
      {action}
    </div>
  );
}

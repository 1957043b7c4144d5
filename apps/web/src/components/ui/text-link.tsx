import { Link, type LinkProps } from 'react-router';
import { cn } from './cn.ts';

export const textLinkClasses =
  'font-semibold text-glacier-700 underline decoration-glacier-300 decoration-2 underline-offset-4 transition-colors hover:text-navy-900 hover:decoration-navy-900';

/** An in-app text link. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={cn(textLinkClasses, className as string | undefined)} />;
}

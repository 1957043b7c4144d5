import type { ReactNode, Ref } from 'react';
import { Alert, type AlertTone } from '../../../components/ui/alert.tsx';

export interface FormMessageProps {
  tone: AlertTone;
  title: ReactNode;
  children?: ReactNode;
  headingLevel?: 2 | 3;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The answer to a submitted member form. It is announced as it appears, and takes focus (the
 * page moves focus to it) so keyboard and screen-reader users land on what happened.
 */
export function FormMessage({ tone, title, children, headingLevel = 3, ref }: FormMessageProps) {
  return (
    <div ref={ref} tabIndex={-1} className="rounded-xl outline-none focus-visible:outline-3">
      <Alert
        tone={tone}
        role={tone === 'error' ? 'alert' : 'status'}
        title={title}
        headingLevel={headingLevel}
      >
        {children}
      </Alert>
    </div>
  );
}

import type { ReactNode } from 'react';
import { AlertIcon } from './icons.tsx';

/**
 * A field's message under it, for inputs outside React Aria: the input names this id in its
 * aria-describedby, so the message is read out with it.
 */
export function FieldErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

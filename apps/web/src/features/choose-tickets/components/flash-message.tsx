import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import type { Flash } from '../lib/describe-failure.ts';

/** The flash box of SPEC section 8: a title and a message, announced and scrolled into view. */
export function FlashMessage({ flash }: { flash: Flash }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [flash]);
  return (
    <div ref={ref} className="mb-5">
      <Alert tone="error" role="alert" headingLevel={3} title={flash.title}>
        <p>{flash.message}</p>
      </Alert>
    </div>
  );
}

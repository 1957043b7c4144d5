/**
 * The unsaved-changes guard (SPEC section 2): leaving a form with edits asks first, with the
 * browser's confirm inside the app and the browser's own prompt when the tab closes or reloads.
 */
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const unsavedChangesMessage = 'You have unsaved changes. Are you sure you want to leave?';

export function useUnsavedChangesGuard(hasUnsavedChanges: boolean): {
  /** Lets the next navigation through without asking (the confirmation after an order). */
  allowNextNavigation: () => void;
} {
  const isAllowed = useRef(false);
  const shouldAsk = hasUnsavedChanges;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      shouldAsk && !isAllowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(unsavedChangesMessage)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!shouldAsk) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isAllowed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldAsk]);

  return {
    allowNextNavigation: () => {
      isAllowed.current = true;
    },
  };
}

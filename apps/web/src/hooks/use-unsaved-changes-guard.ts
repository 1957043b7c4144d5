/**
 * The unsaved-changes guard (SPEC section 2): leaving a form with edits asks first, with the
 * browser's confirm inside the app and the browser's own prompt when the tab closes or reloads.
 * It is skipped on the protected edit-mode routes, where the order edit's leave prompt asks
 * instead (a router holds one blocker at a time): those pages do not mount it.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';

export const unsavedChangesMessage = 'You have unsaved changes. Are you sure you want to leave?';

export interface UnsavedChangesGuardProps {
  hasUnsavedChanges: boolean;
  /** Set to let the next navigation through without asking (the confirmation after an order). */
  isLeaveAllowed: RefObject<boolean>;
}

function useGuard({ hasUnsavedChanges, isLeaveAllowed }: UnsavedChangesGuardProps): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      !isLeaveAllowed.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(unsavedChangesMessage)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isLeaveAllowed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges, isLeaveAllowed]);
}

/** The guard for a page that always has it. */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean): {
  /** Lets the next navigation through without asking (the confirmation after an order). */
  allowNextNavigation: () => void;
} {
  const isLeaveAllowed = useRef(false);
  useGuard({ hasUnsavedChanges, isLeaveAllowed });
  return {
    allowNextNavigation: () => {
      isLeaveAllowed.current = true;
    },
  };
}

/** The guard as a component, for a page that mounts it only outside edit mode. */
export function UnsavedChangesGuard(props: UnsavedChangesGuardProps): null {
  useGuard(props);
  return null;
}

import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * One function for the component's life that calls the latest `handler` given: a memoised child
 * can take it without rendering again each time its parent makes a new handler. For handlers of
 * events only (they run after the render that gave them); not for use while rendering.
 */
export function useLatestHandler<A extends unknown[]>(
  handler: (...args: A) => void,
): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

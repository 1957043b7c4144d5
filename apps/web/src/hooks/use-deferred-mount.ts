/**
 * Whether a page may show its body: false until `isReady`, then true from a deferred render on,
 * and true for good once shown (a refetch that briefly lacks data does not unmount a form the
 * visitor is filling in).
 *
 * A page's body (the calendar form, the checkout form) is the longest render of the page. Mounted
 * in the render that TanStack Query's answer triggers, it would be one long task, as its updates
 * render synchronously; a deferred render is one React can slice, leaving the browser responsive
 * between slices (issue 18's total blocking time, decisions 061 and 062).
 */
import { useDeferredValue, useState } from 'react';

export function useDeferredMount(isReady: boolean): boolean {
  const [hasBeenReady, setHasBeenReady] = useState(false);
  if (isReady && !hasBeenReady) setHasBeenReady(true);
  return useDeferredValue(isReady || hasBeenReady, false);
}

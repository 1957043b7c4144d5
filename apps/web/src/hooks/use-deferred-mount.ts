/**
 * Whether a page may show its body: false until `isReady`, then true from a deferred render on,
 * and true for good once shown (a refetch that briefly lacks data does not unmount a form the
 * visitor is filling in).
 *
 * A page's body (the cart's lines, the checkout form) is the longest render of the page. Mounted
 * in the render that TanStack Query's answer triggers, it would be one long task, as its updates
 * render synchronously; a deferred render is one React can slice, leaving the browser responsive
 * between slices (issue 18's total blocking time, decision 062).
 */
import { useDeferredValue } from 'react';
import { useOpenedOnce } from './use-opened-once.ts';

export function useDeferredMount(isReady: boolean): boolean {
  return useDeferredValue(useOpenedOnce(isReady), false);
}

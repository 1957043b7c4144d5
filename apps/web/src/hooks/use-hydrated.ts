/**
 * Whether the page runs in the browser past its hydration: false on the server and while a
 * server-rendered page hydrates, then true; true at once for a component mounted after that, and
 * for a page rendered in the browser alone (the component tests'), which has nothing to hydrate.
 *
 * React Aria's `useIsSSR` tells the same, but it flips with a synchronous re-render of every
 * component that asks. Asked by the cart's query, which the layout and the calendar page hold,
 * that re-render was the whole page's, in one long task right after hydration during which a
 * visitor's tap waited. Here the flip is a transition: React renders it in slices, and a tap
 * goes first (decision 115).
 *
 * The flag is the page's, not each component's: it clears once the page's first effects run. A
 * server-rendered Suspense boundary whose code comes later hydrates after that, and reads true in
 * its first render, so nothing the server renders inside such a boundary may depend on this hook
 * (the lazy parts the server renders today, the calendar's date field and the waiting list's
 * invitation, do not: the list's form, with its SubmitButton, opens on a press or a stored member).
 */
import { startTransition, useEffect, useState } from 'react';

let isHydrating = false;

/** Called by the browser's entry before it hydrates the page the server rendered. */
export function markHydrating(): void {
  isHydrating = true;
}

export function useHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(() => typeof window !== 'undefined' && !isHydrating);
  useEffect(() => {
    if (isHydrated) return;
    isHydrating = false;
    startTransition(() => setIsHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}

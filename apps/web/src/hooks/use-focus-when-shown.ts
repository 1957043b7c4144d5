import { useEffect, useRef } from 'react';

/** Whether all of `element` is inside the window. */
function isInView(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}

/**
 * A ref whose element takes focus as it is shown, while `isWanted`: a heading or an answer that
 * replaces the control just pressed, so that focus is not lost to the page and the next Tab goes
 * on from there rather than from the top.
 *
 * With `bringIntoView`, an element shown out of view (on a phone, a form below a long list) is
 * first scrolled to the top of the window, smoothly unless the user asks for less motion; in view
 * already, the page does not move. Given a selector, the enclosing element it matches is scrolled
 * to instead, so that what comes just before the element (which the user may need too) shows as
 * well. The focus itself then does not scroll: it would jump at once and cut the smooth scroll
 * short.
 */
export function useFocusWhenShown<T extends HTMLElement>(
  isWanted = true,
  { bringIntoView = false }: { bringIntoView?: boolean | string } = {},
) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!isWanted || !element) return;
    if (!bringIntoView) {
      element.focus();
      return;
    }
    if (!isInView(element)) {
      const isMotionReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      const target =
        typeof bringIntoView === 'string'
          ? (element.closest<HTMLElement>(bringIntoView) ?? element)
          : element;
      target.scrollIntoView({ block: 'start', behavior: isMotionReduced ? 'instant' : 'smooth' });
    }
    element.focus({ preventScroll: true });
  }, [isWanted, bringIntoView]);
  return ref;
}

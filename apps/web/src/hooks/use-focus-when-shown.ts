import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus as it is shown, while `isWanted`: a heading or an answer that
 * replaces the control just pressed, so that focus is not lost to the page and the next Tab goes
 * on from there rather than from the top.
 */
export function useFocusWhenShown<T extends HTMLElement>(isWanted = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (isWanted) ref.current?.focus();
  }, [isWanted]);
  return ref;
}

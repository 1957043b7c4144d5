/**
 * Whether the element marked `elementtiming={name}` is on screen, as the browser reports it
 * (Element Timing), and from then on.
 *
 * A page that shows its largest content first asks for what comes next (more code, answers that
 * content does not need) once it is on screen, so that those requests do not share the network
 * with what the visitor sees first (decision 069). Where the browser reports no such timing
 * (Firefox and Safari, a page without the element), two frames after `isRendered` stand in; and
 * an element that never shows (a picture that fails) holds nothing back for more than
 * `FALLBACK_MS`.
 */
import { useEffect, useState } from 'react';

const FALLBACK_MS = 1000;

type ElementTimingEntry = PerformanceEntry & { identifier?: string };

const reportsElementTiming = () =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes('element');

export function useElementShown(name: string | undefined, isRendered: boolean): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!isRendered || isShown) return;
    const show = () => setIsShown(true);
    if (!name || !reportsElementTiming()) {
      // A frame callback runs before its frame is painted; the next frame's, after.
      let frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(show);
      });
      return () => cancelAnimationFrame(frame);
    }
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as ElementTimingEntry[];
      if (entries.some((entry) => entry.identifier === name)) show();
    });
    observer.observe({ type: 'element', buffered: true });
    const timer = setTimeout(show, FALLBACK_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [name, isRendered, isShown]);
  return isShown;
}

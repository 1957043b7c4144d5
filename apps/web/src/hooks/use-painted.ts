/**
 * Whether a frame has been painted since `isShown` first held: true from then on.
 *
 * A page that shows its largest content first asks for what comes next (more code, answers the
 * content does not need) only once that content is on screen, so that on a slow phone those
 * requests do not share the network with what the visitor sees first (decision 069).
 */
import { useEffect, useState } from 'react';

export function usePainted(isShown: boolean): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => {
    if (!isShown || isPainted) return;
    // A frame callback runs just before its frame is painted; the next frame's, once that paint
    // has been sent to the screen.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setIsPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [isShown, isPainted]);
  return isPainted;
}

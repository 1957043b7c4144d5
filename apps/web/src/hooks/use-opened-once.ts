/**
 * Whether an overlay has been opened: false until `isOpen` first is, then true for good. A page
 * renders a lazily loaded overlay from then on, so its code (React Aria's Dialog and FocusScope,
 * about 13 KB) is not among what the page loads before its first paint (issue 18), and the
 * overlay stays mounted for its closing transition and focus, and later openings. Its chunk is
 * fetched when the control that opens it is hovered or focused, as the mobile menu's panel is
 * (decision 036).
 *
 * With a `key`, it is remembered for that key only: a page that shows another activity in the
 * same route starts again from false.
 */
import { useState } from 'react';

export function useOpenedOnce(isOpen: boolean, key?: unknown): boolean {
  const [opened, setOpened] = useState<{ key: unknown } | null>(null);
  const hasOpened = opened !== null && Object.is(opened.key, key);
  if (isOpen && !hasOpened) setOpened({ key });
  return isOpen || hasOpened;
}

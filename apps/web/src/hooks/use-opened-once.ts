/**
 * Whether a dialog has been opened: false until `isOpen` first is, then true for good. A page
 * renders a lazily loaded dialog from then on, so the dialog's code (React Aria's Dialog and
 * FocusScope, about 13 KB) is not among what the page loads before its first paint (issue 18),
 * and the dialog stays mounted for its closing focus and later openings.
 */
import { useState } from 'react';

export function useOpenedOnce(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  return isOpen || hasOpened;
}

import type { RefObject } from 'react';

/** A confirmation's dialog; a toast is an alertdialog too, but not modal, and is not waited for. */
const openConfirmation = '[role="alertdialog"]:not([aria-modal="false"])';

/**
 * Focuses `target` once no confirmation dialog is on screen. A confirmed change often removes the
 * button that opened its dialog; the dialog, closing, gives focus back to that button only if it
 * is still there, so without this focus would fall to the page's body and the next Tab start at
 * the top. Waiting for the dialog to finish closing lets its own focus handling run first, and
 * finds the target rendered; the wait is by time, not frames, as a busy phone draws few frames.
 */
export function focusAfterAlertDialog(target: RefObject<HTMLElement | null>): void {
  const deadline = performance.now() + 3000;
  const attempt = () => {
    if (document.querySelector(openConfirmation) && performance.now() < deadline) {
      requestAnimationFrame(attempt);
    } else {
      target.current?.focus();
    }
  };
  requestAnimationFrame(attempt);
}

import type { RefObject } from 'react';
import { frameWhen } from './frame-when.ts';

/** A confirmation's dialog; a toast is an alertdialog too, but not modal, and is not waited for. */
const openConfirmation = '[role="alertdialog"]:not([aria-modal="false"])';

/**
 * Focuses `target` once no confirmation dialog is on screen. A confirmed change often removes the
 * button that opened its dialog; the dialog, closing, gives focus back to that button only if it
 * is still there, so without this focus would fall to the page's body and the next Tab start at
 * the top. Waiting for the dialog to finish closing lets its own focus handling run first, and
 * finds the target rendered (three seconds at most).
 */
export function focusAfterAlertDialog(target: RefObject<HTMLElement | null>): void {
  frameWhen(
    () => !document.querySelector(openConfirmation),
    3000,
    () => target.current?.focus(),
  );
}

import { frameWhen } from './frame-when.ts';

/** What can take focus inside a field: its input, its button (a select), a date's segments. */
const controls = 'input:not([type="hidden"]), button, [tabindex]';

/**
 * After a refused submit, puts focus on the first field with an error (or the first part of it),
 * in the form's order. A React Aria field marks its wrapper `data-invalid`; a select's trigger
 * button carries no `aria-invalid`, so looking for that alone skipped an invalid select for a
 * later text field. The wrapper's first control that Tab reaches is the one focused.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  const findInvalid = () =>
    container?.querySelector<HTMLElement>('[data-invalid], [aria-invalid="true"]');
  // The refusal's messages may render a few frames after the submit: a second at most.
  frameWhen(
    () => !container?.isConnected || Boolean(findInvalid()),
    1000,
    () => {
      const invalid = findInvalid();
      if (!invalid) return;
      const target = [invalid, ...invalid.querySelectorAll<HTMLElement>(controls)].find(
        (element) =>
          element.matches(controls) &&
          element.tabIndex >= 0 &&
          !element.hasAttribute('disabled') &&
          !element.closest('[aria-hidden="true"]'),
      );
      target?.focus();
    },
  );
}

/**
 * Puts focus on the first field of a form once it is on screen: a form that replaces another
 * in an open dialog cannot rely on autoFocus, which the dialog's focus trap may override.
 */
export function focusFirstField(container: HTMLElement | null): () => void {
  const frame = requestAnimationFrame(() => {
    container
      ?.querySelector<HTMLElement>('input:not([type="hidden"]), button, [role="spinbutton"]')
      ?.focus();
  });
  return () => cancelAnimationFrame(frame);
}

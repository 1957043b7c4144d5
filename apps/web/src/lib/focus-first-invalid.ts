/** After a refused submit, puts focus on the first field with an error (or the first part of it). */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches('input, button, [tabindex]')
      ? invalid
      : invalid.querySelector<HTMLElement>('input, button, [tabindex]:not([tabindex="-1"])');
    target?.focus();
  });
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

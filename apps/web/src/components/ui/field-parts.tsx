/**
 * What every form field of the shop is built from: the same label, hint and message under
 * each React Aria control, so the ticket dialogs, the checkout and the membership forms look
 * and announce alike.
 */
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

/** A controlled field (react-hook-form's Controller hands in value, onChange and onBlur). */
export interface FieldProps<T> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: string | undefined;
  isRequired?: boolean;
  description?: ReactNode;
  autoFocus?: boolean;
  className?: string;
}

export const fieldClasses = 'flex flex-col gap-1.5';

/**
 * The props every React Aria field takes alike. A message marks the field invalid; 'aria'
 * validation leaves the browser's own bubbles out, as the forms check with their schemas.
 */
export function toAriaFieldProps({
  onBlur,
  error,
  isRequired,
  autoFocus,
}: Pick<FieldProps<unknown>, 'onBlur' | 'error' | 'isRequired' | 'autoFocus'>) {
  return {
    onBlur,
    isInvalid: Boolean(error),
    isRequired,
    validationBehavior: 'aria' as const,
    autoFocus,
  };
}

/** The box of a text-like control; also used by pickers that are no field (the session list). */
export const controlClasses =
  'min-h-11 w-full rounded-lg border border-navy-900/25 bg-white px-3 text-base text-navy-950 shadow-xs transition-colors outline-none hover:border-navy-900/45 data-[focus-within]:border-glacier-600 data-[focused]:border-glacier-600 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-(--focus-color) data-[invalid]:border-red-700 data-[invalid]:bg-red-50/40';

/**
 * One segment (month, day, year or a slash) of a typed date. The placeholder's grey is for the
 * resting field only: a focused segment is white on the highlight, placeholder or not.
 */
// At least 24 px each way (WCAG 2.2's target size), even for a one-digit month or day.
export const dateSegmentClasses =
  'min-h-6 min-w-6 rounded px-0.5 text-center tabular-nums outline-none data-[type=literal]:min-w-0 data-[placeholder]:uppercase data-[placeholder]:not-data-[focused]:text-slate-600 data-[focused]:bg-glacier-700 data-[focused]:text-white data-[type=literal]:px-0';

/**
 * The label; the asterisk is for the eye only, as the control itself is marked required. It is
 * joined to the last word by a no-break space, so a label that wraps never leaves it alone.
 */
export function FieldLabel({
  label,
  isRequired,
  htmlFor,
}: {
  label: string;
  isRequired?: boolean | undefined;
  /** Only for a native input; inside a React Aria field the field links its label itself. */
  htmlFor?: string;
}) {
  return (
    <Label htmlFor={htmlFor} className="block text-sm font-semibold text-navy-900">
      {label}
      {isRequired ? (
        <span aria-hidden="true" className="text-red-700">
          {'\u00a0*'}
        </span>
      ) : null}
    </Label>
  );
}

/** The hint and the message; React Aria links both to the control it sits beside. */
export function FieldHelp({
  description,
  error,
}: {
  description?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className="text-sm text-slate-600">
          {description}
        </Text>
      ) : null}
      <FieldError className="flex items-start gap-1.5 text-sm font-medium text-red-700">
        {error}
      </FieldError>
    </>
  );
}

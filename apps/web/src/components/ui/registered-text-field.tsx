import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from './cn.ts';
import { FieldErrorMessage } from './field-error-message.tsx';
import { FieldLabel } from './field-parts.tsx';

const inputClasses =
  'block min-h-11 w-full rounded-lg border border-navy-900/25 bg-white px-3 py-2 text-base text-navy-950 shadow-xs transition-colors placeholder:text-slate-500 hover:border-navy-900/45 focus-visible:border-glacier-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40';

export interface RegisteredTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'className' | 'prefix'
> {
  label: string;
  /** react-hook-form's `register(name)`: the form reads the native input itself. */
  registration: UseFormRegisterReturn;
  description?: ReactNode;
  error?: string | undefined;
  isRequired?: boolean;
  /** The input's id, for links to the field (a flash box lists fields by it). */
  id?: string | undefined;
  className?: string;
  /** Shown inside the field before the value, like a currency sign. */
  prefix?: string;
  /** A button beside the input (the field's own submit), above the messages. */
  action?: ReactNode;
}

/**
 * A labelled native text input for forms that register their inputs with react-hook-form rather
 * than control them; its hint and message are linked to it for assistive technology.
 */
export function RegisteredTextField({
  label,
  registration,
  description,
  error,
  isRequired = false,
  id,
  className,
  prefix,
  action,
  ...inputProps
}: RegisteredTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <FieldLabel label={label} isRequired={isRequired} htmlFor={inputId} />
      <div className="mt-1.5 flex items-start gap-3">
        <div className="relative min-w-0 flex-1">
          {prefix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-slate-600"
            >
              {prefix}
            </span>
          ) : null}
          <input
            id={inputId}
            {...inputProps}
            {...registration}
            aria-required={isRequired || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={cn(inputClasses, prefix && 'pl-7')}
          />
        </div>
        {action}
      </div>
      {description ? (
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {error ? <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage> : null}
    </div>
  );
}

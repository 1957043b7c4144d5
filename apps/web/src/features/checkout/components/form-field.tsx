import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../components/ui/cn.ts';
import { AlertIcon } from '../../../components/ui/icons.tsx';

export const inputClasses =
  'block min-h-11 w-full rounded-lg border border-navy-900/25 bg-white px-3 py-2 text-base text-navy-950 shadow-xs transition-colors placeholder:text-slate-500 hover:border-navy-900/45 focus-visible:border-glacier-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40';

/** A field's message under it: linked to the input by id, announced with the input. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'className'
> {
  label: string;
  registration: UseFormRegisterReturn;
  description?: string | undefined;
  error?: string | undefined;
  isRequired?: boolean;
  /** The input's id, for links to the field (the flash box lists fields by it). */
  id?: string | undefined;
  className?: string;
  /** Shown inside the field before the value, like a currency sign. */
  prefix?: string;
  /** A button beside the input (the field's own submit), above the messages. */
  action?: ReactNode;
}

/** A labelled text input with its description and message, wired for assistive technology. */
export function TextField({
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
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-navy-900">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
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
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

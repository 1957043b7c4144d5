import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AlertIcon } from '../../../components/ui/icons.tsx';

const inputClasses =
  'block min-h-11 w-full rounded-lg border border-navy-900/25 bg-white px-3 py-2 text-base text-navy-950 shadow-xs transition-colors placeholder:text-slate-500 hover:border-navy-900/45 focus-visible:border-glacier-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40';

export interface TextInputFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'className'
> {
  label: string;
  registration: UseFormRegisterReturn;
  description?: ReactNode;
  error?: string | undefined;
  isRequired?: boolean;
  className?: string;
}

/** A labelled input with its hint and message, both linked to it for assistive technology. */
export function TextInputField({
  label,
  registration,
  description,
  error,
  isRequired = false,
  className,
  ...inputProps
}: TextInputFieldProps) {
  const inputId = useId();
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
      <input
        id={inputId}
        {...inputProps}
        {...registration}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1.5 ${inputClasses}`}
      />
      {description ? (
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

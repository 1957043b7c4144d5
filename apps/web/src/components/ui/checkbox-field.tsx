import { useId } from 'react';
import { Checkbox } from 'react-aria-components';
import { cn } from './cn.ts';
import { fieldClasses, type FieldProps } from './field-parts.tsx';

/** A box to tick, its label beside it and its message under it, read out with the box. */
export function CheckboxField({
  label,
  value,
  onChange,
  onBlur,
  error,
  autoFocus,
  className,
}: FieldProps<boolean>) {
  const errorId = useId();
  return (
    <div className={cn(fieldClasses, className)}>
      <Checkbox
        isSelected={value}
        onChange={onChange}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        autoFocus={autoFocus}
        className="group flex min-h-11 cursor-pointer items-center gap-3 text-[0.9375rem] font-semibold text-navy-950"
      >
        <span
          aria-hidden="true"
          className="flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-slate-500 bg-white text-white transition-colors group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-(--focus-color) group-data-[selected]:border-glacier-700 group-data-[selected]:bg-glacier-700"
        >
          <svg viewBox="0 0 18 18" className="size-4 opacity-0 group-data-[selected]:opacity-100">
            <polyline
              points="3.5 9.5 7.5 13 14.5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
            />
          </svg>
        </span>
        {label}
      </Checkbox>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One field of a form described as data: a list of descriptors lays out a form whose fields
 * differ only in their words and options, each drawn with the shared field of its kind.
 */
import type { ReactNode, RefCallback } from 'react';
import { formatDisplayDate } from '../../lib/format-date.ts';
import { DateInputField } from './date-input-field.tsx';
import { SelectField, type SelectOption } from './select-field.tsx';
import { TextInputField } from './text-input-field.tsx';

interface FieldOptions {
  label: string;
  isRequired?: boolean;
  description?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  className?: string;
}

export type FieldDescriptor =
  | (FieldOptions & {
      kind: 'text';
      type?: 'text' | 'email' | 'tel';
    })
  | (FieldOptions & {
      kind: 'date';
      /** The date typed is repeated in words beneath it ('March 4, 1990'), until it is wrong. */
      isSpelledOut?: boolean;
    })
  | (FieldOptions & {
      kind: 'select';
      placeholder: string;
      options: readonly SelectOption[];
    });

export interface FormFieldProps {
  field: FieldDescriptor;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  error?: string | undefined;
  /** Where a refused submit sends focus (react-hook-form's `field.ref`). */
  focusRef?: RefCallback<HTMLElement> | undefined;
}

/** The shared text, date or select field a descriptor asks for. */
export function FormField({ field, value, onChange, onBlur, error, focusRef }: FormFieldProps) {
  const common = {
    label: field.label,
    isRequired: field.isRequired,
    autoComplete: field.autoComplete,
    autoFocus: field.autoFocus,
    className: field.className,
    value,
    onChange,
    onBlur,
    error,
  };
  switch (field.kind) {
    case 'text':
      return (
        <TextInputField
          {...common}
          type={field.type}
          description={field.description}
          inputRef={focusRef}
        />
      );
    case 'date':
      return (
        <DateInputField
          {...common}
          description={
            field.description ??
            (field.isSpelledOut && value && !error ? formatDisplayDate(value) : undefined)
          }
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          description={field.description}
          placeholder={field.placeholder}
          options={field.options}
          buttonRef={focusRef}
        />
      );
  }
}

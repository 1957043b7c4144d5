import type { Ref } from 'react';
import { Input, TextField } from 'react-aria-components';
import { cn } from './cn.ts';
import {
  controlClasses,
  FieldHelp,
  FieldLabel,
  fieldClasses,
  toAriaFieldProps,
  type FieldProps,
} from './field-parts.tsx';

/** A controlled text input with its label, hint and message. */
export function TextInputField({
  inputRef,
  type = 'text',
  inputMode,
  autoComplete,
  ...field
}: FieldProps<string> & {
  inputRef?: Ref<HTMLInputElement>;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
}) {
  return (
    <TextField
      {...toAriaFieldProps(field)}
      value={field.value}
      onChange={field.onChange}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      className={cn(fieldClasses, field.className)}
    >
      <FieldLabel label={field.label} isRequired={field.isRequired} />
      <Input ref={inputRef} className={cn(controlClasses, 'py-2')} />
      <FieldHelp description={field.description} error={field.error} />
    </TextField>
  );
}

import type { Ref } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { cn } from './cn.ts';
import {
  controlClasses,
  FieldHelp,
  FieldLabel,
  fieldClasses,
  toAriaFieldProps,
  type FieldProps,
} from './field-parts.tsx';
import { ChevronDownIcon } from './icons.tsx';

export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

/** A list to pick one option from; '' stands for no choice, as in a form's values. */
export function SelectField({
  options,
  placeholder,
  buttonRef,
  autoComplete,
  ...field
}: FieldProps<string> & {
  options: readonly SelectOption[];
  placeholder: string;
  buttonRef?: Ref<HTMLButtonElement>;
  autoComplete?: string;
}) {
  return (
    <Select
      {...toAriaFieldProps(field)}
      value={field.value === '' ? null : field.value}
      onChange={(key) => field.onChange(key === null ? '' : String(key))}
      placeholder={placeholder}
      autoComplete={autoComplete}
      disabledKeys={options.filter((option) => option.isDisabled).map((option) => option.id)}
      className={cn(fieldClasses, 'group', field.className)}
    >
      <FieldLabel label={field.label} isRequired={field.isRequired} />
      <Button
        ref={buttonRef}
        className={cn(
          controlClasses,
          'flex cursor-pointer items-center gap-2 py-2 text-left group-data-[invalid]:border-red-700 group-data-[invalid]:bg-red-50/40',
        )}
      >
        <SelectValue className="flex-1 truncate data-[placeholder]:text-slate-600" />
        <ChevronDownIcon className="size-5 shrink-0 text-navy-800" />
      </Button>
      <FieldHelp description={field.description} error={field.error} />
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg bg-white p-1 shadow-xl ring-1 ring-navy-900/15 data-[entering]:opacity-0">
        <ListBox items={options} className="outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="cursor-pointer rounded-md px-3 py-2.5 text-navy-950 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500 data-[focused]:bg-glacier-100 data-[selected]:font-semibold"
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

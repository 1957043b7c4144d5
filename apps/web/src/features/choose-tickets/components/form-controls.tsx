/** The inputs of the booking and attendee dialogs: React Aria fields with a label and an error. */
import { parseDate, type CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button,
  Checkbox,
  DateField,
  DateInput,
  DateSegment,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  TextField,
} from 'react-aria-components';
import { cn } from '../../../components/ui/cn.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

interface FieldProps<T> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: string | undefined;
  isRequired?: boolean;
  description?: ReactNode;
  autoFocus?: boolean;
}

const fieldClasses = 'flex flex-col gap-1.5';
export const controlClasses =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-navy-950 shadow-xs transition-colors outline-none hover:border-navy-700 data-[focus-within]:border-glacier-600 data-[focused]:border-glacier-600 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[invalid]:border-red-700';

function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean | undefined }) {
  return (
    <Label className="text-[0.9375rem] font-semibold text-navy-950">
      {label}
      {isRequired ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </Label>
  );
}

function FieldHelp({
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
      <FieldError className="text-sm font-medium text-red-700">{error}</FieldError>
    </>
  );
}

export function TextInputField({
  label,
  value,
  onChange,
  onBlur,
  error,
  isRequired,
  description,
  autoFocus,
  inputMode,
  autoComplete,
}: FieldProps<string> & {
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel';
  autoComplete?: string;
}) {
  return (
    <TextField
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      autoFocus={autoFocus}
      className={fieldClasses}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Input
        inputMode={inputMode}
        autoComplete={autoComplete}
        className={cn(controlClasses, 'py-2')}
      />
      <FieldHelp description={description} error={error} />
    </TextField>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  onBlur,
  error,
  isRequired,
  description,
  autoFocus,
  options,
  placeholder,
}: FieldProps<string> & { options: string[]; placeholder: string }) {
  return (
    <Select
      value={value === '' ? null : value}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      autoFocus={autoFocus}
      placeholder={placeholder}
      className={cn(fieldClasses, 'group')}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Button
        className={cn(
          controlClasses,
          'flex cursor-pointer items-center gap-2 text-left group-data-[invalid]:border-red-700',
        )}
      >
        <SelectValue className="flex-1 truncate data-[placeholder]:text-slate-600" />
        <ChevronDownIcon className="size-5 shrink-0 text-navy-800" />
      </Button>
      <FieldHelp description={description} error={error} />
      <Popover className="w-(--trigger-width) overflow-auto rounded-lg bg-white p-1 shadow-xl ring-1 ring-navy-900/15 data-[entering]:opacity-0">
        <ListBox className="outline-none">
          {options.map((option) => (
            <ListBoxItem
              key={option}
              id={option}
              textValue={option}
              className="cursor-pointer rounded-md px-3 py-2.5 text-navy-950 outline-none data-[focused]:bg-glacier-100 data-[selected]:font-semibold"
            >
              {option}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

export function CheckboxField({
  label,
  value,
  onChange,
  onBlur,
  error,
  autoFocus,
}: FieldProps<boolean>) {
  return (
    <div className={fieldClasses}>
      <Checkbox
        isSelected={value}
        onChange={onChange}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
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
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  );
}

function toCalendarDate(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A typed date (MM/DD/YYYY in en-US, SPEC section 9), answered as YYYY-MM-DD or null. */
export function DateInputField({
  label,
  value,
  onChange,
  onBlur,
  error,
  isRequired,
  description,
  autoFocus,
  maxDate,
}: FieldProps<string | null> & { maxDate?: string }) {
  const parsed = toCalendarDate(value);
  return (
    <DateField
      value={parsed}
      onChange={(date) => onChange(date ? date.toString() : null)}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      autoFocus={autoFocus}
      maxValue={maxDate ? parseDate(maxDate) : undefined}
      className={fieldClasses}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <DateInput className={cn(controlClasses, 'flex items-center gap-0.5 py-2')}>
        {(segment) => (
          <DateSegment
            segment={segment}
            className="rounded px-0.5 tabular-nums outline-none data-[focused]:bg-glacier-700 data-[focused]:text-white data-[placeholder]:text-slate-600 data-[placeholder]:uppercase data-[type=literal]:px-0"
          />
        )}
      </DateInput>
      <FieldHelp description={description} error={error} />
    </DateField>
  );
}

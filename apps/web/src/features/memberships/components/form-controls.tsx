/**
 * The membership forms' inputs: React Aria fields with a label, a hint and a message, each
 * controlled (react-hook-form's Controller) and marked invalid with its message linked to it.
 */
import { parseDate, type CalendarDate } from '@internationalized/date';
import type { ReactNode, Ref } from 'react';
import {
  Button,
  DateField,
  DateInput,
  DateSegment,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Select,
  SelectValue,
  Text,
  TextField,
} from 'react-aria-components';
import { cn } from '../../../components/ui/cn.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

export interface FieldProps<T> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: string | undefined;
  isRequired?: boolean;
  description?: ReactNode;
  className?: string;
}

const fieldClasses = 'flex flex-col gap-1.5';
const controlClasses =
  'min-h-11 w-full rounded-lg border border-navy-900/25 bg-white px-3 text-base text-navy-950 shadow-xs transition-colors outline-none hover:border-navy-900/45 data-[focus-within]:border-glacier-600 data-[focused]:border-glacier-600 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-(--focus-color) data-[invalid]:border-red-700 data-[invalid]:bg-red-50/40';

function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean | undefined }) {
  return (
    <Label className="text-sm font-semibold text-navy-900">
      {label}
      {isRequired ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
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
      <FieldError className="flex items-start gap-1.5 text-sm font-medium text-red-700">
        {error}
      </FieldError>
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
  className,
  inputRef,
  type = 'text',
  inputMode,
  autoComplete,
}: FieldProps<string> & {
  inputRef?: Ref<HTMLInputElement>;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
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
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      className={cn(fieldClasses, className)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Input ref={inputRef} className={cn(controlClasses, 'py-2')} />
      <FieldHelp description={description} error={error} />
    </TextField>
  );
}

export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export function SelectField({
  label,
  value,
  onChange,
  onBlur,
  error,
  isRequired,
  description,
  className,
  options,
  placeholder,
  buttonRef,
  autoComplete,
}: FieldProps<string> & {
  options: readonly SelectOption[];
  placeholder: string;
  buttonRef?: Ref<HTMLButtonElement>;
  autoComplete?: string;
}) {
  return (
    <Select
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      placeholder={placeholder}
      autoComplete={autoComplete}
      disabledKeys={options.filter((option) => option.isDisabled).map((option) => option.id)}
      className={cn(fieldClasses, 'group', className)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
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
      <FieldHelp description={description} error={error} />
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

function toCalendarDate(value: string): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A date typed as MM/DD/YYYY (SPEC section 9), answered as YYYY-MM-DD, or '' when incomplete. */
export function DateInputField({
  label,
  value,
  onChange,
  onBlur,
  error,
  isRequired,
  description,
  className,
  autoComplete,
}: FieldProps<string> & { autoComplete?: string }) {
  return (
    <DateField
      value={toCalendarDate(value)}
      onChange={(date) => onChange(date ? date.toString() : '')}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      autoComplete={autoComplete}
      className={cn(fieldClasses, className)}
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

const stepperButtonClasses =
  'flex size-11 shrink-0 cursor-pointer items-center justify-center text-xl font-bold text-navy-900 outline-none transition-colors hover:bg-glacier-100 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-[-3px] data-[focus-visible]:outline-(--focus-color)';

/** A whole number with − and + buttons; − is disabled at the minimum (SPEC section 9). */
export function QuantityField({
  label,
  value,
  onChange,
  error,
  description,
  className,
  minValue = 0,
  maxValue,
  inputRef,
}: FieldProps<number> & {
  minValue?: number;
  maxValue?: number | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <NumberField
      value={value}
      onChange={(next) => onChange(Number.isNaN(next) ? minValue : next)}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      formatOptions={{ maximumFractionDigits: 0 }}
      className={cn(fieldClasses, className)}
    >
      <FieldLabel label={label} />
      <Group className="inline-flex w-fit items-stretch overflow-hidden rounded-lg border border-navy-900/25 bg-white shadow-xs data-[focus-within]:border-glacier-600 data-[invalid]:border-red-700">
        <Button
          slot="decrement"
          className={cn(stepperButtonClasses, 'border-r border-navy-900/15')}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <Input
          ref={inputRef}
          className="w-14 bg-transparent text-center text-lg font-semibold text-navy-950 tabular-nums outline-none"
        />
        <Button
          slot="increment"
          className={cn(stepperButtonClasses, 'border-l border-navy-900/15')}
        >
          <span aria-hidden="true">+</span>
        </Button>
      </Group>
      <FieldHelp description={description} error={error} />
    </NumberField>
  );
}

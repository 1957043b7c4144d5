import type { Ref } from 'react';
import { Button, Group, Input, NumberField } from 'react-aria-components';
import { cn } from './cn.ts';
import { FieldHelp, FieldLabel, fieldClasses, type FieldProps } from './field-parts.tsx';

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
      // A cleared input reads as the minimum: the form always holds a number.
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

import { parseDate, type CalendarDate } from '@internationalized/date';
import { DateField, DateInput, DateSegment } from 'react-aria-components';
import { cn } from './cn.ts';
import {
  controlClasses,
  dateSegmentClasses,
  FieldHelp,
  FieldLabel,
  fieldClasses,
  toAriaFieldProps,
  type FieldProps,
} from './field-parts.tsx';

/** A form's date value as the field's; anything but a whole YYYY-MM-DD date reads as none. */
function parseCalendarDate(value: string): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A date typed as MM/DD/YYYY (en-US, SPEC section 9), answered as YYYY-MM-DD, or '' while it is
 * incomplete.
 */
export function DateInputField({
  maxDate,
  autoComplete,
  ...field
}: FieldProps<string> & { maxDate?: string; autoComplete?: string }) {
  return (
    <DateField
      {...toAriaFieldProps(field)}
      value={parseCalendarDate(field.value)}
      onChange={(date) => field.onChange(date ? date.toString() : '')}
      maxValue={maxDate ? parseDate(maxDate) : undefined}
      autoComplete={autoComplete}
      className={cn(fieldClasses, field.className)}
    >
      <FieldLabel label={field.label} isRequired={field.isRequired} />
      <DateInput className={cn(controlClasses, 'flex items-center gap-0.5 py-2')}>
        {(segment) => <DateSegment segment={segment} className={dateSegmentClasses} />}
      </DateInput>
      <FieldHelp description={field.description} error={field.error} />
    </DateField>
  );
}

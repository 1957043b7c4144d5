/**
 * The calendar's typed date (placeholder MM/DD/YYYY), in its own chunk: the month is what most
 * visitors tap, and the field's segments are React Aria's costliest part of the page to load and
 * hydrate, so they come after the month (session-calendar.tsx).
 */
import type { CalendarDate } from '@internationalized/date';
import { DateField, DateInput, DateSegment, Label } from 'react-aria-components';
import { cn } from '../../../components/ui/cn.ts';
import { controlClasses, dateSegmentClasses } from '../../../components/ui/field-parts.tsx';

export interface SessionDateFieldProps {
  value: CalendarDate | null;
  onChange: (date: string | null) => void;
  minValue: CalendarDate;
  maxValue: CalendarDate;
}

export function SessionDateField({ value, onChange, minValue, maxValue }: SessionDateFieldProps) {
  return (
    <DateField
      value={value}
      onChange={(date) => onChange(date ? date.toString() : null)}
      minValue={minValue}
      maxValue={maxValue}
      validationBehavior="aria"
      className="flex max-w-xs flex-col gap-1.5"
    >
      <Label className="text-[0.9375rem] font-semibold text-navy-950">Date</Label>
      <DateInput className={cn(controlClasses, 'flex items-center gap-0.5 py-2')}>
        {(segment) => <DateSegment segment={segment} className={dateSegmentClasses} />}
      </DateInput>
    </DateField>
  );
}

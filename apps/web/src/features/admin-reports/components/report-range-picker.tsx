/**
 * The reports' range of shop days: React Aria's DateRangePicker, typed as MM/DD/YYYY or chosen on
 * a range calendar, with today read in Denver. A range is answered only when whole and valid.
 */
import { parseDate, today, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { REPORT_MAX_DAYS, reportTexts } from '@shop/core/report-api';
import { SHOP_TIME_ZONE } from '@shop/core/shop-time';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { controlClasses, dateSegmentClasses } from '../../../components/ui/field-parts.tsx';
import { cn } from '../../../components/ui/cn.ts';
import type { ReportRange } from '../api/reports.ts';

/** Today in Denver: where the reports open (decision 082), the day a till is closed. */
export function todayInShop(): ReportRange {
  const now = today(SHOP_TIME_ZONE).toString();
  return { from: now, to: now };
}

interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

const toRange = (range: ReportRange): DateRange => ({
  start: parseDate(range.from),
  end: parseDate(range.to),
});

const inputClasses = 'flex items-center gap-0.5 outline-none';

const navButton =
  'grid size-9 place-items-center rounded-full text-navy-900 outline-none hover:bg-glacier-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-(--focus-color)';

export function ReportRangePicker({
  value,
  onChange,
}: {
  value: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  // What is typed is kept here while it is no range to report on (the end before the start,
  // too long), and sent on once it is; a range changed elsewhere (the address) replaces it.
  const [shown, setShown] = useState(value);
  const [draft, setDraft] = useState<DateRange | null>(() => toRange(value));
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(toRange(value));
  }
  const isTooLong = draft !== null && draft.end.compare(draft.start) + 1 > REPORT_MAX_DAYS;
  return (
    <DateRangePicker
      value={draft}
      onChange={(next) => {
        setDraft(next);
        if (!next || next.end.compare(next.start) < 0) return;
        if (next.end.compare(next.start) + 1 > REPORT_MAX_DAYS) return;
        const range = { from: next.start.toString(), to: next.end.toString() };
        setShown(range);
        onChange(range);
      }}
      isInvalid={isTooLong || undefined}
      // The group draws the one focus ring: the picker and its two inputs take none.
      className="flex flex-col gap-1.5 outline-none"
    >
      <Label className="font-semibold text-navy-900">Dates</Label>
      <Group className={cn(controlClasses, 'flex w-auto items-center gap-2 py-1 pr-1')}>
        <DateInput slot="start" className={inputClasses}>
          {(segment) => <DateSegment segment={segment} className={dateSegmentClasses} />}
        </DateInput>
        <span aria-hidden="true">–</span>
        <DateInput slot="end" className={inputClasses}>
          {(segment) => <DateSegment segment={segment} className={dateSegmentClasses} />}
        </DateInput>
        <Button className={cn(navButton, 'ml-auto')} aria-label="Choose dates on a calendar">
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <FieldError className="text-sm font-medium text-red-700">
        {isTooLong ? reportTexts.tooLong : reportTexts.fromAfterTo}
      </FieldError>
      <Popover className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/10">
        <Dialog aria-label="Choose dates" className="outline-none">
          <RangeCalendar className="w-72">
            <header className="mb-2 flex items-center justify-between">
              <Button slot="previous" className={navButton}>
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className="font-semibold text-navy-950" />
              <Button slot="next" className={navButton}>
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid className="w-full text-center text-sm">
              {(date) => (
                <CalendarCell
                  date={date}
                  className="grid size-9 place-items-center rounded-full text-navy-900 outline-none data-[outside-month]:hidden data-[hovered]:bg-glacier-50 data-[selected]:bg-glacier-100 data-[selection-start]:bg-glacier-700 data-[selection-start]:text-white data-[selection-end]:bg-glacier-700 data-[selection-end]:text-white data-[focus-visible]:outline-3 data-[focus-visible]:outline-(--focus-color)"
                />
              )}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}

import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { groupTimesByDate } from '@shop/core/time-groups';
import { formatVacancySuffix } from '@shop/core/vacancy';
import {
  Button,
  Header,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { cn } from '../../../components/ui/cn.ts';
import { controlClasses } from '../../../components/ui/field-parts.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { describeSession } from '../lib/session-labels.ts';
import { chooseTicketsTexts } from '../texts.ts';

export interface SessionSelectProps {
  label: string;
  activity: Activity;
  times: ActivityTime[];
  selectedTimeId: number | null;
  onSelect: (timeId: number) => void;
}

/**
 * The dropdown of sessions with their 'SOLD OUT' / 'N spots left' suffix (SPEC section 9). Dated
 * sessions are grouped under their day, each option showing its time; an option's name still
 * carries its date, for a screen reader and for typing ahead.
 */
export function SessionSelect({
  label,
  activity,
  times,
  selectedTimeId,
  onSelect,
}: SessionSelectProps) {
  const isGroupedByDay = activity.timed && !activity.hideCalendarAndDates;
  const selectedTime = times.find((time) => time.id === selectedTimeId);
  const option = (time: ActivityTime) => {
    const name = describeSession(time, activity);
    const suffix = formatVacancySuffix(time.vacancy);
    return (
      <ListBoxItem
        key={time.id}
        id={String(time.id)}
        textValue={`${name} - ${suffix}`}
        className="flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2.5 text-navy-950 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-600 data-[focused]:bg-glacier-100 data-[selected]:font-semibold"
      >
        {({ isDisabled: isSoldOut }) => (
          <>
            <span className="sr-only">{`${name} - ${suffix}`}</span>
            <span aria-hidden="true">{isGroupedByDay ? time.nameForDisplay : name}</span>
            <span
              aria-hidden="true"
              className={cn(
                'shrink-0 text-sm',
                isSoldOut ? 'font-bold text-red-800' : 'text-slate-600',
              )}
            >
              {suffix}
            </span>
          </>
        )}
      </ListBoxItem>
    );
  };
  return (
    <Select
      value={selectedTimeId === null ? null : String(selectedTimeId)}
      onChange={(key) => {
        if (key !== null) onSelect(Number(key));
      }}
      placeholder={chooseTicketsTexts.sessionPlaceholder}
      disabledKeys={times.filter((time) => time.vacancy <= 0).map((time) => String(time.id))}
      className="flex max-w-xl flex-col gap-1.5"
    >
      <Label className="text-[0.9375rem] font-semibold text-navy-950">{label}</Label>
      <Button className={cn(controlClasses, 'flex cursor-pointer items-center gap-2 text-left')}>
        <SelectValue className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 py-2 data-[placeholder]:text-slate-600">
          {({ isPlaceholder, defaultChildren }) =>
            isPlaceholder || !selectedTime ? (
              defaultChildren
            ) : (
              <>
                <span>{describeSession(selectedTime, activity)}</span>
                <span className="shrink-0 text-sm text-slate-600">
                  {formatVacancySuffix(selectedTime.vacancy)}
                </span>
              </>
            )
          }
        </SelectValue>
        <ChevronDownIcon className="size-5 shrink-0 text-navy-800" />
      </Button>
      <Popover className="max-h-80 w-(--trigger-width) overflow-auto rounded-lg bg-white p-1 shadow-xl ring-1 ring-navy-900/15">
        <ListBox className="outline-none">
          {isGroupedByDay
            ? [...groupTimesByDate(times)].map(([date, timesOfDay]) => (
                <ListBoxSection key={date} id={date} className="pb-1">
                  <Header className="sticky top-0 z-10 bg-white px-3 pt-2.5 pb-1 text-sm font-bold text-navy-900">
                    {formatLongDate(date)}
                  </Header>
                  {timesOfDay.map(option)}
                </ListBoxSection>
              ))
            : times.map(option)}
        </ListBox>
      </Popover>
    </Select>
  );
}

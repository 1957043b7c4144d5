/** The month a sessions page shows: `YYYY-MM`, its weeks, and its neighbours. */
import { parseDate, startOfWeek, type CalendarDate } from '@internationalized/date';

export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  return parseDate(`${month}-01`).add({ months: by }).toString().slice(0, 7);
}

/** The weeks (Sunday first) that cover the month; days of other months are null. */
export function weeksOf(month: string): (CalendarDate | null)[][] {
  const first = parseDate(`${month}-01`);
  const weeks: (CalendarDate | null)[][] = [];
  let day = startOfWeek(first, 'en-US');
  while (weeks.length === 0 || day.month === first.month) {
    const week: (CalendarDate | null)[] = [];
    for (let index = 0; index < 7; index++) {
      week.push(day.month === first.month ? day : null);
      day = day.add({ days: 1 });
    }
    weeks.push(week);
  }
  return weeks;
}

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
export const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** 'Sat, Dec 5' */
export const dayName = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

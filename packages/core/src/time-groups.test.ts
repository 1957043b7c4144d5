import { describe, expect, it } from 'vitest';
import {
  filterSoldOutTimes,
  findFirstAvailableDate,
  firstOfMonth,
  getCalendarRange,
  getDateAvailability,
  groupTimesByDate,
  isDateSoldOut,
  isTimeBookable,
  mergeFetchedTimes,
  monthOf,
  visibleTimesOf,
  type TimeLike,
} from './time-groups.ts';

let nextId = 1;
function time(startDate: string, startTime: string, vacancy = 10, id = nextId++): TimeLike {
  return { id, startDate, startTime, vacancy, validDate: `${startDate}T${startTime}` };
}

// 9 AM on Tuesday 1 December 2026 in Denver (UTC-7).
const now = new Date('2026-12-01T16:00:00Z');
const today = '2026-12-01';

describe('grouping sessions by date', () => {
  it('groups by start date, dates ascending, times sorted by start time', () => {
    const times = [
      time('2026-12-02', '14:00', 10, 1),
      time('2026-12-01', '16:00', 10, 2),
      time('2026-12-02', '10:00', 10, 3),
      time('2026-12-01', '09:30', 10, 4),
    ];
    const groups = groupTimesByDate(times);
    expect([...groups.keys()]).toEqual(['2026-12-01', '2026-12-02']);
    expect(groups.get('2026-12-01')?.map((t) => t.id)).toEqual([4, 2]);
    expect(groups.get('2026-12-02')?.map((t) => t.id)).toEqual([3, 1]);
  });

  it('calls a date sold out only when every one of its times is', () => {
    expect(isDateSoldOut([time(today, '10:00', 0), time(today, '12:00', -1)])).toBe(true);
    expect(isDateSoldOut([time(today, '10:00', 0), time(today, '12:00', 1)])).toBe(false);
    expect(isDateSoldOut([])).toBe(false);
  });

  it('filters sold-out times out', () => {
    const open = time(today, '12:00', 3);
    expect(filterSoldOutTimes([time(today, '10:00', 0), open])).toEqual([open]);
  });
});

describe('what a date offers on the calendar', () => {
  it('hides times past their cutoff but keeps sold-out ones to say so', () => {
    const past = time(today, '08:00', 5);
    const soldOut = time(today, '14:00', 0);
    const open = time(today, '16:00', 5);
    expect(visibleTimesOf([past, soldOut, open], 0, now)).toEqual([soldOut, open]);
  });

  it('is available with one open time, sold out when only sold-out times remain', () => {
    expect(getDateAvailability([time(today, '10:00', 0), time(today, '12:00', 2)], 0, now)).toBe(
      'available',
    );
    expect(getDateAvailability([time(today, '08:00', 5), time(today, '12:00', 0)], 0, now)).toBe(
      'sold-out',
    );
  });

  it('is unavailable without times, or when the cutoff has passed for all of them', () => {
    expect(getDateAvailability([], 0, now)).toBe('unavailable');
    // A 24-hour cutoff closes tomorrow morning's tour at 9 AM today.
    expect(getDateAvailability([time('2026-12-02', '09:00', 5)], 24, now)).toBe('unavailable');
    expect(getDateAvailability([time('2026-12-02', '10:00', 5)], 24, now)).toBe('available');
  });
});

describe('keeping fetched times', () => {
  const december = [time('2026-12-05', '10:00', 10, 10), time('2026-12-06', '10:00', 10, 11)];
  const january = [time('2027-01-02', '10:00', 10, 20)];

  it('appends months in dynamic_price_select mode, replacing sessions fetched again', () => {
    const again = { ...december[1]!, vacancy: 3 };
    const merged = mergeFetchedTimes(december, [...january, again], 'dynamic_price_select');
    expect(merged.map((t) => t.id)).toEqual([10, 11, 20]);
    expect(merged.find((t) => t.id === 11)?.vacancy).toBe(3);
  });

  it('replaces them in the other modes', () => {
    expect(mergeFetchedTimes(december, january, 'calendar_select')).toEqual(january);
    expect(mergeFetchedTimes(december, january, 'dropdown_select')).toEqual(january);
  });
});

describe('the first available date', () => {
  it('skips past, sold-out and past-cutoff dates', () => {
    const times = [
      time('2026-11-30', '10:00', 5),
      time(today, '08:00', 5),
      time('2026-12-02', '10:00', 0),
      time('2026-12-03', '10:00', 0),
      time('2026-12-03', '12:00', 1),
    ];
    expect(findFirstAvailableDate(times, { today, now, cutoffHours: 0 })).toBe('2026-12-03');
  });

  it('takes today when a time today is still open', () => {
    expect(findFirstAvailableDate([time(today, '18:00', 5)], { today, now, cutoffHours: 2 })).toBe(
      today,
    );
  });

  it('searches 365 days ahead and no further', () => {
    const inAYear = time('2027-12-01', '10:00', 5);
    const justOver = time('2027-12-02', '10:00', 5);
    expect(findFirstAvailableDate([inAYear], { today, now, cutoffHours: 0 })).toBe('2027-12-01');
    expect(findFirstAvailableDate([justOver], { today, now, cutoffHours: 0 })).toBeNull();
  });

  it('finds nothing among sold-out times', () => {
    expect(
      findFirstAvailableDate([time('2026-12-04', '10:00', 0)], { today, now, cutoffHours: 0 }),
    ).toBeNull();
  });
});

describe('the calendar range', () => {
  it('runs from the first of the month to the end of the month two ahead, to a Saturday', () => {
    // 28 February 2027 is a Sunday: the week runs to Saturday 6 March.
    expect(getCalendarRange('2026-12-17')).toEqual({
      startDate: '2026-12-01',
      endDate: '2027-03-06',
    });
  });

  it('stops on the last day when that is already a Saturday', () => {
    // 31 October 2026 is a Saturday.
    expect(getCalendarRange('2026-08-09')).toEqual({
      startDate: '2026-08-01',
      endDate: '2026-10-31',
    });
  });

  it('crosses leap years and year ends', () => {
    // 29 February 2028 is a Tuesday.
    expect(getCalendarRange('2027-12-31')).toEqual({
      startDate: '2027-12-01',
      endDate: '2028-03-04',
    });
    expect(firstOfMonth('2027-12-31')).toBe('2027-12-01');
  });
});

describe('a session the server calls unavailable', () => {
  it('is neither bookable nor shown, so a day of closed sessions is unavailable', () => {
    const now = new Date('2026-12-01T15:00:00Z');
    const closed = {
      id: 1,
      startDate: '2026-12-20',
      startTime: '10:00',
      vacancy: 12,
      validDate: '2026-12-20T10:00',
      available: false,
    };
    expect(isTimeBookable(closed, 0, now)).toBe(false);
    expect(isTimeBookable({ ...closed, available: true }, 0, now)).toBe(true);
    expect(getDateAvailability([closed], 0, now)).toBe('unavailable');
  });
});

describe('the month a calendar asks for', () => {
  it('runs from the first to the last day of the month, leap Februaries included', () => {
    expect(monthOf('2026-12-17')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(monthOf('2028-02-01')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthOf('2027-02-28')).toEqual({ startDate: '2027-02-01', endDate: '2027-02-28' });
  });
});

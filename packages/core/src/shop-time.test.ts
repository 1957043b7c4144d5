import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatCalendarDate,
  addDaysToIsoDate,
  formatClockTime,
  instantToShopWallTime,
  isPastCutoff,
  isTimeAvailable,
  isValidIsoDate,
  shopDateAt,
  shopSecondOfDay,
  shopWallTimeToInstant,
} from './shop-time.ts';

describe('shop time in America/Denver', () => {
  it('reads today in Denver, not UTC, late in the evening', () => {
    // 03:00 UTC on Nov 23 is still 8 PM on Nov 22 in Denver.
    expect(shopDateAt(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
  });

  it('counts the seconds of Denver’s day from its own midnight, in winter and summer', () => {
    expect(shopSecondOfDay(new Date('2026-12-03T06:59:59Z'))).toBe(86_399);
    expect(shopSecondOfDay(new Date('2026-12-03T07:00:01Z'))).toBe(1);
    expect(shopSecondOfDay(new Date('2026-07-01T06:00:00Z'))).toBe(0);
    expect(shopSecondOfDay(new Date('2026-07-01T16:30:15Z'))).toBe(10 * 3600 + 30 * 60 + 15);
  });

  it('maps wall times to instants on both sides of the spring change', () => {
    expect(shopWallTimeToInstant('2026-03-07', '10:00').toISOString()).toBe(
      '2026-03-07T17:00:00.000Z',
    );
    expect(shopWallTimeToInstant('2026-03-09', '10:00').toISOString()).toBe(
      '2026-03-09T16:00:00.000Z',
    );
  });

  it('gives wall time with the right offset in summer and winter', () => {
    expect(instantToShopWallTime(new Date('2026-07-01T16:00:00Z'))).toEqual({
      date: '2026-07-01',
      time: '10:00',
      iso: '2026-07-01T10:00:00-06:00',
    });
    expect(instantToShopWallTime(new Date('2026-12-01T21:30:00Z')).iso).toBe(
      '2026-12-01T14:30:00-07:00',
    );
  });

  it('formats clock times for display', () => {
    expect(formatClockTime('00:15')).toBe('12:15 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('18:30')).toBe('6:30 PM');
  });

  it('adds days across month and year ends and validates dates', () => {
    expect(addDaysToIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToIsoDate('2026-11-22', 365)).toBe('2027-11-22');
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2028-02-29')).toBe(true);
  });
});

describe('booking cutoff', () => {
  it('closes a session cutoffHours before its Denver start', () => {
    // 10:00 Denver on Dec 1 is 17:00 UTC; with a 2 hour cutoff booking closes at 15:00 UTC.
    expect(isPastCutoff('2026-12-01T10:00', 2, new Date('2026-12-01T14:59:59Z'))).toBe(false);
    expect(isPastCutoff('2026-12-01T10:00', 2, new Date('2026-12-01T15:00:00Z'))).toBe(true);
  });

  it('counts the cutoff in real hours across the spring-forward night', () => {
    // 10:00 MDT on Mar 8 2026 is 16:00 UTC; 12 hours before is 04:00 UTC (21:00 MST the evening before).
    expect(isPastCutoff('2026-03-08T10:00', 12, new Date('2026-03-08T03:59:00Z'))).toBe(false);
    expect(isPastCutoff('2026-03-08T10:00', 12, new Date('2026-03-08T04:00:00Z'))).toBe(true);
  });

  it('counts the cutoff in real hours across the fall-back night', () => {
    // 10:00 MST on Nov 1 2026 is 17:00 UTC; 12 hours before is 05:00 UTC.
    expect(isPastCutoff('2026-11-01T10:00', 12, new Date('2026-11-01T04:59:00Z'))).toBe(false);
    expect(isPastCutoff('2026-11-01T10:00', 12, new Date('2026-11-01T05:00:00Z'))).toBe(true);
  });

  it('with no cutoff, closes at the start itself', () => {
    expect(isPastCutoff('2026-12-01T10:00', 0, new Date('2026-12-01T16:59:00Z'))).toBe(false);
    expect(isPastCutoff('2026-12-01T10:00', 0, new Date('2026-12-01T17:00:00Z'))).toBe(true);
  });

  it('makes a time unavailable when sold out or past the cutoff', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(isTimeAvailable({ vacancy: 5, validDate: '2026-12-02T10:00' }, 0, now)).toBe(true);
    expect(isTimeAvailable({ vacancy: 0, validDate: '2026-12-02T10:00' }, 0, now)).toBe(false);
    expect(isTimeAvailable({ vacancy: 5, validDate: '2026-12-01T04:00' }, 0, now)).toBe(false);
  });
});

describe('formatCalendarDate', () => {
  it('reads a calendar date as written, whatever the zone', () => {
    expect(formatCalendarDate('2027-01-14')).toBe('January 14, 2027');
    expect(formatCalendarDate('2026-12-31')).toBe('December 31, 2026');
  });
});

describe('formatLongDate', () => {
  it('names the weekday of a calendar date', () => {
    expect(formatLongDate('2026-12-09')).toBe('Wednesday, December 9, 2026');
  });
});

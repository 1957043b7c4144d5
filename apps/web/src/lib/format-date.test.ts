import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatLongDate, formatShortDate } from './format-date.ts';

describe('formatting calendar dates', () => {
  it('writes dates out in full and short', () => {
    expect(formatLongDate('2026-12-05')).toBe('Saturday, December 5, 2026');
    expect(formatShortDate('2026-12-05')).toBe('Sat, Dec 5');
  });

  it('uses the DD MMMM, YYYY display format for dates of birth', () => {
    expect(formatDisplayDate('1990-03-05')).toBe('05 March, 1990');
    expect(formatDisplayDate('2001-11-30')).toBe('30 November, 2001');
  });

  it('does not shift a date by the visitor’s time zone', () => {
    expect(formatLongDate('2026-01-01')).toBe('Thursday, January 1, 2026');
  });
});

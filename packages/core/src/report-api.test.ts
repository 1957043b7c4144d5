import { describe, expect, it } from 'vitest';
import {
  centsToCsvDollars,
  countReportDays,
  formatReportInstant,
  reportQuerySchema,
  reportTexts,
  reportToCsv,
} from './report-api.ts';

describe('report ranges', () => {
  it('counts both ends, across a change of daylight saving time and a leap day', () => {
    expect(countReportDays('2026-11-01', '2026-11-01')).toBe(1);
    expect(countReportDays('2026-10-31', '2026-11-02')).toBe(3);
    expect(countReportDays('2028-02-28', '2028-03-01')).toBe(3);
  });

  it('accepts 366 days and refuses 367, or an end before the start, naming the end', () => {
    expect(reportQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-01' }).success).toBe(
      true,
    );
    const tooLong = reportQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-02' });
    expect(tooLong.error?.issues).toEqual([
      expect.objectContaining({ path: ['to'], message: reportTexts.tooLong }),
    ]);
    const backwards = reportQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' });
    expect(backwards.error?.issues[0]?.message).toBe(reportTexts.fromAfterTo);
  });

  it('refuses a date that is no calendar date without throwing', () => {
    const answer = reportQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' });
    expect(answer.error?.issues.map((issue) => issue.path)).toEqual([['from']]);
  });
});

describe('report CSV', () => {
  it('writes cents as dollars with two decimals, negatives included', () => {
    expect([0, 5, 1234, -1234, 100_000_00].map(centsToCsvDollars)).toEqual([
      '0.00',
      '0.05',
      '12.34',
      '-12.34',
      '100000.00',
    ]);
  });

  it('writes an instant as its Denver wall time, on either side of the change of time', () => {
    expect(formatReportInstant('2026-11-01T05:30:00Z')).toBe('2026-10-31 23:30');
    expect(formatReportInstant('2026-11-02T06:30:00Z')).toBe('2026-11-01 23:30');
  });

  it('has a header row, quotes separators and quotes, defuses formulas, ends lines with CRLF', () => {
    const csv = reportToCsv('activities', [
      {
        activityId: 1,
        activity: 'Zip, "fast" line',
        orders: 2,
        places: 3,
        refundedPlaces: 1,
        salesCents: 4500,
        netSalesCents: 3000,
      },
      {
        activityId: 2,
        activity: '=HYPERLINK("x")',
        orders: 1,
        places: 1,
        refundedPlaces: 0,
        salesCents: 99,
        netSalesCents: 99,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Activity,Orders,Tickets,Refunded tickets,Sales at list price,Net of refunded tickets',
      '"Zip, ""fast"" line",2,3,1,45.00,30.00',
      `"'=HYPERLINK(""x"")",1,1,0,0.99,0.99`,
      '',
    ]);
  });
});

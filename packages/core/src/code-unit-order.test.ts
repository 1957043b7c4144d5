import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './code-unit-order.ts';

describe('compareCodeUnits', () => {
  it('orders ISO dates, times and instants of one form as time runs', () => {
    expect(['2026-12-10', '2026-02-01', '2026-12-09', '2025-12-31'].sort(compareCodeUnits)).toEqual(
      ['2025-12-31', '2026-02-01', '2026-12-09', '2026-12-10'],
    );
    expect(['14:05', '09:30', '14:00', '23:59', '00:00'].sort(compareCodeUnits)).toEqual([
      '00:00',
      '09:30',
      '14:00',
      '14:05',
      '23:59',
    ]);
    expect(compareCodeUnits('2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z')).toBe(-1);
    expect(compareCodeUnits('2027-01-01', '2026-12-31')).toBe(1);
  });

  it('orders by code unit, not by a locale: capitals before small letters, a before é', () => {
    expect(['b', 'é', 'a', 'B'].sort(compareCodeUnits)).toEqual(['B', 'a', 'b', 'é']);
  });

  it('says two equal texts are equal, so a tie falls to the next key', () => {
    expect(compareCodeUnits('2026-12-01', '2026-12-01')).toBe(0);
  });
});

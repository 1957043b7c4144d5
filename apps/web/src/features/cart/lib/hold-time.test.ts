import { describe, expect, it } from 'vitest';
import { formatHoldClock, holdStageOf, minutesLeftOf, secondsLeftAt } from './hold-time.ts';

describe('the time a cart is held for', () => {
  it('shows minutes and seconds, two digits each', () => {
    expect(formatHoldClock(15 * 60)).toBe('15:00');
    expect(formatHoldClock(4 * 60 + 5)).toBe('04:05');
    expect(formatHoldClock(9)).toBe('00:09');
    expect(formatHoldClock(-3)).toBe('00:00');
  });

  it('warns from five minutes left, marks the last minute, and lapses at none', () => {
    expect(holdStageOf(301)).toBe('held');
    expect(holdStageOf(300)).toBe('warning');
    expect(holdStageOf(61)).toBe('warning');
    expect(holdStageOf(60)).toBe('last-minute');
    expect(holdStageOf(1)).toBe('last-minute');
    expect(holdStageOf(0)).toBe('lapsed');
  });

  it('counts whole seconds up to the deadline, and announces whole minutes rounded up', () => {
    expect(secondsLeftAt(10_000, 8_999)).toBe(2);
    expect(secondsLeftAt(10_000, 10_000)).toBe(0);
    expect(secondsLeftAt(10_000, 12_000)).toBe(0);
    expect(minutesLeftOf(300)).toBe(5);
    expect(minutesLeftOf(181)).toBe(4);
    expect(minutesLeftOf(60)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { parseClockTime, splitClockTimes, toWallTime } from './clock-time.ts';

describe('parseClockTime', () => {
  it.each([
    ['16:30', '16:30'],
    ['9:05', '09:05'],
    ['4:30pm', '16:30'],
    ['4:30 pm', '16:30'],
    ['4:30 PM', '16:30'],
    ['4:30 p.m.', '16:30'],
    ['4pm', '16:00'],
    ['12 pm', '12:00'],
    ['12:15am', '00:15'],
    ['11:59 p', '23:59'],
    [' 10:00 ', '10:00'],
  ])('reads %s as %s', (text, time) => {
    expect(parseClockTime(text)).toBe(time);
  });

  it.each(['', '4', '24:00', '13pm', '0am', '4:60pm', 'noon', '4:3', '16:30pm5'])(
    'finds no time in %j',
    (text) => {
      expect(parseClockTime(text)).toBeNull();
    },
  );

  it('leaves what is not a time as typed, for the API to refuse', () => {
    expect(toWallTime(' noon ')).toBe('noon');
  });
});

describe('splitClockTimes', () => {
  it('splits at commas and spaces, keeping am and pm with their time', () => {
    expect(splitClockTimes('10:00, 2pm 4:30 pm,16:45 9 a.m.')).toEqual([
      '10:00',
      '14:00',
      '16:30',
      '16:45',
      '09:00',
    ]);
  });

  it('answers nothing for an empty list', () => {
    expect(splitClockTimes(' , ')).toEqual([]);
  });
});

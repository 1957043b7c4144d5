import { describe, expect, it } from 'vitest';
import { scheduleFormSchema, sessionFormSchema } from './session-forms.ts';

const schedule = {
  weekdays: ['SA'],
  startTimes: '10:00',
  durationMinutes: '90',
  from: '2026-12-05',
  until: '2026-12-26',
  exceptDates: '',
  capacity: '20',
  cutoffHours: '',
  prices: [],
};

describe('schedule form times', () => {
  it('takes "4:30pm" and "4:30 pm" as well as "16:30"', () => {
    const values = scheduleFormSchema.parse({
      ...schedule,
      startTimes: '9:30 am, 4:30pm 16:45, 5:15 pm',
    });
    expect(values.startTimes).toEqual(['09:30', '16:30', '16:45', '17:15']);
  });

  it('still refuses what is not a time', () => {
    const result = scheduleFormSchema.safeParse({ ...schedule, startTimes: 'noon' });
    expect(result.success).toBe(false);
  });
});

describe('session form times', () => {
  it('reads a 12-hour start and end', () => {
    const values = sessionFormSchema.parse({
      date: '2026-12-05',
      startTime: '4:30 pm',
      endTime: '6pm',
      capacity: '12',
      cutoffHours: '',
      prices: [],
    });
    expect([values.startTime, values.endTime]).toEqual(['16:30', '18:00']);
  });
});

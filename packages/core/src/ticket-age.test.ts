import { describe, expect, it } from 'vitest';
import { ageOn, describeAgeRange, ticketAgeProblem, ticketAgeTexts } from './ticket-age.ts';

const youth = { minAge: 16, maxAge: 17 };

describe("a ticket type's age range, on the session's day", () => {
  it('counts whole years, one more on the birthday itself', () => {
    expect(ageOn('2010-12-12', '2026-12-11')).toBe(15);
    expect(ageOn('2010-12-12', '2026-12-12')).toBe(16);
    expect(ageOn('2010-12-12', '2026-12-13')).toBe(16);
    expect(ageOn('2010-01-31', '2026-02-01')).toBe(16);
  });

  it('turns someone born on 29 February older on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('refuses a Youth (16–17) born in 1990, with the words of its range', () => {
    expect(ticketAgeProblem(youth, '1990-01-01', '2026-12-12')).toBe(
      'This ticket is for ages 16 to 17 on the day of the session.',
    );
  });

  it('includes both bounds: 16 on the session day itself is in, 18 on it is out', () => {
    // Turns 16 on the session's day: in. Turns 16 the day after: out.
    expect(ticketAgeProblem(youth, '2010-12-12', '2026-12-12')).toBeNull();
    expect(ticketAgeProblem(youth, '2010-12-13', '2026-12-12')).toBe(
      ticketAgeTexts.between(16, 17),
    );
    // Turns 18 the day after the session: still 17, in. Turns 18 on it: out.
    expect(ticketAgeProblem(youth, '2008-12-13', '2026-12-12')).toBeNull();
    expect(ticketAgeProblem(youth, '2008-12-12', '2026-12-12')).toBe(
      ticketAgeTexts.between(16, 17),
    );
  });

  it('checks the age on the session day, not on the day of booking', () => {
    // 17 when booked in November, 18 by the January session.
    expect(ticketAgeProblem(youth, '2009-01-02', '2026-11-28')).toBeNull();
    expect(ticketAgeProblem(youth, '2009-01-02', '2027-01-05')).toBe(
      ticketAgeTexts.between(16, 17),
    );
  });

  it('takes one bound alone, or none', () => {
    expect(ticketAgeProblem({ minAge: 65, maxAge: null }, '1961-12-13', '2026-12-12')).toBe(
      'This ticket is for ages 65 and over on the day of the session.',
    );
    expect(ticketAgeProblem({ minAge: 65, maxAge: null }, '1961-12-12', '2026-12-12')).toBeNull();
    expect(ticketAgeProblem({ minAge: null, maxAge: 11 }, '2014-12-12', '2026-12-12')).toBe(
      'This ticket is for ages 11 and under on the day of the session.',
    );
    expect(ticketAgeProblem({ minAge: null, maxAge: null }, '1900-01-01', '2026-12-12')).toBeNull();
    expect(describeAgeRange({ minAge: 3, maxAge: 3 })).toBe(
      'This ticket is for age 3 on the day of the session.',
    );
  });
});

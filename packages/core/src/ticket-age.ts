/**
 * A ticket type's age range (decision 077): the attendee's age on the session's day, each bound
 * included, checked in the browser and on the server with the same words. In a module without
 * zod, so the visitor's attendee form uses it without loading zod (decision 065).
 */

export interface AgeRange {
  /** Youngest age the ticket is for, included; null: no lower bound. */
  minAge: number | null;
  /** Oldest age the ticket is for, included; null: no upper bound. */
  maxAge: number | null;
}

export const ticketAgeTexts = {
  between: (min: number, max: number) =>
    min === max
      ? `This ticket is for age ${min} on the day of the session.`
      : `This ticket is for ages ${min} to ${max} on the day of the session.`,
  atLeast: (min: number) => `This ticket is for ages ${min} and over on the day of the session.`,
  atMost: (max: number) => `This ticket is for ages ${max} and under on the day of the session.`,
} as const;

function parts(isoDate: string): [number, number, number] {
  const [year, month, day] = isoDate.split('-').map(Number);
  return [year!, month!, day!];
}

/**
 * Whole years from a date of birth to a day (ISO dates, YYYY-MM-DD): one more on each birthday.
 * Someone born on 29 February turns a year older on 1 March in years without one.
 */
export function ageOn(dateOfBirth: string, day: string): number {
  const [birthYear, birthMonth, birthDay] = parts(dateOfBirth);
  const [year, month, dayOfMonth] = parts(day);
  const beforeBirthday = month < birthMonth || (month === birthMonth && dayOfMonth < birthDay);
  return year - birthYear - (beforeBirthday ? 1 : 0);
}

/** Whether the ticket has an age range at all. */
export function hasAgeRange(range: AgeRange): boolean {
  return range.minAge !== null || range.maxAge !== null;
}

/** The words of a ticket's age range, or null when it has none. */
export function describeAgeRange({ minAge, maxAge }: AgeRange): string | null {
  if (minAge !== null && maxAge !== null) return ticketAgeTexts.between(minAge, maxAge);
  if (minAge !== null) return ticketAgeTexts.atLeast(minAge);
  if (maxAge !== null) return ticketAgeTexts.atMost(maxAge);
  return null;
}

/**
 * Why an attendee born on `dateOfBirth` may not hold this ticket for a session on `sessionDate`,
 * or null when they may (or the ticket has no age range).
 */
export function ticketAgeProblem(
  range: AgeRange,
  dateOfBirth: string,
  sessionDate: string,
): string | null {
  if (!hasAgeRange(range)) return null;
  const age = ageOn(dateOfBirth, sessionDate);
  const tooYoung = range.minAge !== null && age < range.minAge;
  const tooOld = range.maxAge !== null && age > range.maxAge;
  return tooYoung || tooOld ? describeAgeRange(range) : null;
}

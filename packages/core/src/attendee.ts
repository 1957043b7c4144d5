/** Attendee details (SPEC section 5): names required, date of birth not after today. */
import { z } from 'zod';
import { isValidIsoDate } from './shop-time.ts';
import { ticketAgeProblem, type AgeRange } from './ticket-age.ts';
import { plainText } from './text-rules.ts';

export const attendeeTexts = {
  required: 'Required',
  maxLength: 'Cannot exceed maximum character limit of 30',
  dateInFuture: 'Date of birth cannot be later than today',
  notADate: 'Must be a date as YYYY-MM-DD',
} as const;

export const attendeeSchema = z.object({
  firstName: plainText().trim().min(1, attendeeTexts.required).max(30, attendeeTexts.maxLength),
  lastName: plainText().trim().min(1, attendeeTexts.required).max(30, attendeeTexts.maxLength),
  dateOfBirth: plainText().max(40).nullable().optional(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** A date of birth with a year below 1 is dropped (SPEC section 5); anything else must be real. */
export function normaliseDateOfBirth(value: string | null | undefined): string | null {
  if (!value || /^0000-/.test(value) || /^-/.test(value)) return null;
  return value;
}

/**
 * Checks an attendee for an activity; errors keyed by field. `today` is the shop's date; with
 * `ages`, the date of birth must fit the ticket's age range on the session's date.
 */
export function checkAttendee(
  attendee: Attendee,
  options: {
    collectDob: boolean;
    today: string;
    ages?: { range: AgeRange; sessionDate: string } | undefined;
  },
):
  | { ok: true; attendee: { firstName: string; lastName: string; dateOfBirth: string | null } }
  | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const parsed = attendeeSchema.safeParse(attendee);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  const dateOfBirth = options.collectDob ? normaliseDateOfBirth(attendee.dateOfBirth) : null;
  if (options.collectDob) {
    if (!dateOfBirth) errors.dateOfBirth = attendeeTexts.required;
    else if (!isValidIsoDate(dateOfBirth)) errors.dateOfBirth = attendeeTexts.notADate;
    else if (dateOfBirth > options.today) errors.dateOfBirth = attendeeTexts.dateInFuture;
    else if (options.ages) {
      const problem = ticketAgeProblem(options.ages.range, dateOfBirth, options.ages.sessionDate);
      if (problem) errors.dateOfBirth = problem;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    attendee: { firstName: parsed.data.firstName, lastName: parsed.data.lastName, dateOfBirth },
  };
}

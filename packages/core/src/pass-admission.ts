/**
 * Whether a pass holder's card lets them in to an activity on a day (issue 31): the rule the
 * gate decides with, apart from the card and the session, which the server checks itself.
 */
import {
  isPassValidOn,
  passForDay,
  passStandingOn,
  type EntitledPass,
} from './membership-entitlements.ts';
import { compareCodeUnits } from './code-unit-order.ts';

export type PassAdmissionDecision<T extends EntitledPass> =
  | { status: 'admit'; pass: T }
  | { status: 'no-pass' }
  | { status: 'revoked'; pass: T }
  | { status: 'expired'; pass: T; expiredOn: string }
  | { status: 'not-started'; pass: T; startsOn: string }
  | { status: 'not-included'; pass: T };

/**
 * Of a member's passes, the one that admits them to the activity on the day (a valid pass that
 * includes it, the latest expiry first), else why none does, said of the pass that speaks for
 * them (`passForDay`): a holder of two products is let in by either, and a refusal names the
 * pass they would expect to work.
 */
export function decidePassAdmission<T extends EntitledPass>(
  passes: readonly T[],
  activityId: number,
  day: string,
): PassAdmissionDecision<T> {
  const admitting = passes
    .filter(
      (pass) =>
        isPassValidOn(pass, day) && pass.entitlements.includedActivityIds.includes(activityId),
    )
    .sort((a, b) => compareCodeUnits(b.expiresOn, a.expiresOn))[0];
  if (admitting) return { status: 'admit', pass: admitting };
  const pass = passForDay(passes, day);
  if (!pass) return { status: 'no-pass' };
  const standing = passStandingOn(pass, day);
  switch (standing.status) {
    case 'valid':
      return { status: 'not-included', pass };
    case 'revoked':
      return { status: 'revoked', pass };
    case 'expired':
      return { status: 'expired', pass, expiredOn: standing.expiredOn };
    case 'not-started':
      return { status: 'not-started', pass, startsOn: standing.startsOn };
  }
}

/**
 * What a membership entitles its pass holders to (issue 31, decision 088), as plain rules the
 * server, the gate and the back office share: when a pass is good, what a product entitles, how a
 * renewal is dated, and what a card's code looks like. Days are
 * Denver's calendar days as ISO dates; a pass is good from its start date to its expiry date,
 * both included.
 */
import { z } from 'zod';
import { addDaysToIsoDate } from './shop-time.ts';
import { compareCodeUnits } from './code-unit-order.ts';

/** A pass as the rules need it: its dates, and whether it was revoked (its order refunded). */
export interface PassTerm {
  startsOn: string;
  expiresOn: string;
  revoked: boolean;
}

export type PassStanding =
  | { status: 'valid' }
  | { status: 'revoked' }
  | { status: 'expired'; expiredOn: string }
  | { status: 'not-started'; startsOn: string };

/** Whether a pass entitles anything on a day, and if not, why. */
export function passStandingOn(pass: PassTerm, day: string): PassStanding {
  if (pass.revoked) return { status: 'revoked' };
  if (day > pass.expiresOn) return { status: 'expired', expiredOn: pass.expiresOn };
  if (day < pass.startsOn) return { status: 'not-started', startsOn: pass.startsOn };
  return { status: 'valid' };
}

export const isPassValidOn = (pass: PassTerm, day: string): boolean =>
  passStandingOn(pass, day).status === 'valid';

/**
 * Of a member's passes, the one that speaks for them on a day: a valid one if any (the latest
 * expiry first, so a renewal is shown), else the one that ended last, so a refusal names the
 * most recent expiry rather than an old one.
 */
export function passForDay<T extends PassTerm>(passes: readonly T[], day: string): T | undefined {
  const latestFirst = [...passes].sort((a, b) => compareCodeUnits(b.expiresOn, a.expiresOn));
  return latestFirst.find((pass) => isPassValidOn(pass, day)) ?? latestFirst[0];
}

/** A renewal extends the household's pass from its old expiry, not from today (issue 31). */
export function renewalStartsOn(latestExpiresOn: string | null, today: string): string {
  if (latestExpiresOn === null || latestExpiresOn < today) return today;
  return addDaysToIsoDate(latestExpiresOn, 1);
}

export const memberPriceRuleTexts = {
  percentRange: 'Must be a whole percent from 1 to 100',
  priceNotNegative: 'Must be a whole number of cents, 0 or more',
  percentOrPrice: 'Give either a percent off or a member price, not both',
} as const;

/** A member price: a percentage off the ticket's price, or a price of its own. */
export const memberPriceRuleSchema = z.union(
  [
    z.object({
      percentOff: z
        .number()
        .int(memberPriceRuleTexts.percentRange)
        .min(1, memberPriceRuleTexts.percentRange)
        .max(100, memberPriceRuleTexts.percentRange),
      memberPriceCents: z.null(),
    }),
    z.object({
      percentOff: z.null(),
      memberPriceCents: z
        .number()
        .int(memberPriceRuleTexts.priceNotNegative)
        .min(0, memberPriceRuleTexts.priceNotNegative),
    }),
  ],
  // Zod names the field when one option fits but for it; this is when neither does (both sent).
  { error: memberPriceRuleTexts.percentOrPrice },
);
export type MemberPriceRule = z.infer<typeof memberPriceRuleSchema>;

/** A membership product's entitlements, as the back office edits them and the shop reads them. */
export const entitlementsSchema = z.object({
  includedActivityIds: z.array(z.number().int().positive()),
  memberPrices: z.array(
    z.intersection(z.object({ ticketId: z.number().int().positive() }), memberPriceRuleSchema),
  ),
  guestPassesPerTerm: z.number().int().min(0).max(99),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

export const noEntitlements: Entitlements = {
  includedActivityIds: [],
  memberPrices: [],
  guestPassesPerTerm: 0,
};

/** A pass with its product's entitlements, as a household's pass holders hold them. */
export interface EntitledPass extends PassTerm {
  memberId: number;
  entitlements: Entitlements;
}

// ---------------------------------------------------------------------------------------------
// Pass codes: 'P' and 26 base32 letters and digits (130 random bits), so a scanner's reading
// tells a pass from a ticket (26 characters, no prefix) before any lookup.

const passCodePattern = /^P[A-Z2-7]{26}$/;

export function isPassCode(code: string): boolean {
  return passCodePattern.test(code);
}

/** A pass code as printed on the card: the 'P', then groups of four to be read aloud. */
export function formatPassCode(code: string): string {
  return `${code.slice(0, 1)} ${code.slice(1).replace(/(.{4})(?=.)/g, '$1 ')}`;
}

/**
 * A member's passes and their holders' cards (issue 31, decision 088): what the account page
 * shows, and a card as its page and PDF show it. The card is reached by its code, like an order
 * by its token: whoever holds the card holds its link.
 */
import { z } from 'zod';
import { isoDateSchema } from './field-schemas.ts';
import { addDaysToIsoDate } from './shop-time.ts';
import { plainText } from './text-rules.ts';

export const passStatusSchema = z.enum(['valid', 'expired', 'revoked', 'not-started']);
export type PassStatus = z.infer<typeof passStatusSchema>;

export const passStatusLabels: Record<PassStatus, string> = {
  valid: 'Valid',
  expired: 'Expired',
  revoked: 'Revoked',
  'not-started': 'Not started yet',
};

/** One pass a holder has, with where it stands today. */
export const heldPassSchema = z.object({
  passId: z.number().int(),
  membershipId: z.number().int(),
  product: z.string(),
  role: z.enum(['primary', 'secondary', 'addOn']),
  startsOn: isoDateSchema,
  expiresOn: isoDateSchema,
  status: passStatusSchema,
});
export type HeldPass = z.infer<typeof heldPassSchema>;

/** A household member and the card they carry (none until they hold a pass). */
export const passHolderSchema = z.object({
  memberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  memberCode: z.string(),
  isPrimary: z.boolean(),
  cardCode: z.string().nullable(),
  /** The member's photo (decision 091): an unguessable address, null without one. */
  photoUrl: z.string().nullable(),
  passes: z.array(heldPassSchema),
});
export type PassHolder = z.infer<typeof passHolderSchema>;

/** Days before the expiry from which the account page offers to renew (issue 31). */
export const RENEWAL_OPENS_DAYS = 60;

export const renewalSchema = z.object({
  membershipId: z.number().int(),
  product: z.string(),
  expiresOn: isoDateSchema,
  /** The new pass's first day: the day after the old expiry, or today once it has lapsed. */
  renewsFrom: isoDateSchema,
  lapsed: z.boolean(),
});
export type Renewal = z.infer<typeof renewalSchema>;

/**
 * Whether to offer a renewal of a pass that ends on `expiresOn`: from 60 days before its
 * expiry, and after it has lapsed.
 */
export function isRenewalOpen(expiresOn: string, today: string): boolean {
  return today >= addDaysToIsoDate(expiresOn, -RENEWAL_OPENS_DAYS);
}

export const memberPassesSchema = z.object({
  holders: z.array(passHolderSchema),
  /** The primary member's latest pass, when it is time to renew it; null otherwise. */
  renewal: renewalSchema.nullable(),
});
export type MemberPasses = z.infer<typeof memberPassesSchema>;

export const memberPassesResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    type: z.literal('memberPasses'),
    attributes: memberPassesSchema,
  }),
});

/** A card: who holds it, the pass that speaks for them today, and its code for the QR. */
export const passCardSchema = z.object({
  code: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  memberCode: z.string(),
  product: z.string().nullable(),
  startsOn: isoDateSchema.nullable(),
  expiresOn: isoDateSchema.nullable(),
  status: passStatusSchema.nullable(),
  /** True once the card was replaced: it no longer admits. */
  revoked: z.boolean(),
  /** The holder's photo (decision 091), null without one. */
  photoUrl: z.string().nullable(),
});
export type PassCard = z.infer<typeof passCardSchema>;

export const passCardResponseSchema = z.object({
  data: z.object({ id: z.string(), type: z.literal('passCard'), attributes: passCardSchema }),
});

export const passCardCodeParamsSchema = z.object({ code: plainText().trim().min(1).max(60) });

export const passCardTexts = {
  notFound: 'That card was not found. Check the link, or open your cards from your account.',
  revoked: 'This card was replaced and no longer admits. Open the new card from your account.',
} as const;

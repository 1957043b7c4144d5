/**
 * The gate's and the window's member lookup (issue 31, item 9): staff type a pass holder's name,
 * e-mail, membership ID or card code and see each matching holder's pass as the gate needs it
 * (name, product, dates and standing, photo), never their account; a holder found is admitted by
 * their card in use, through the same admission as a scan.
 */
import { z } from 'zod';
import { idParamSchema, isoDateSchema } from './field-schemas.ts';
import { plainText } from './text-rules.ts';

/** The most holders one lookup answers: a name typed further narrows it down. */
export const PASS_HOLDER_LOOKUP_LIMIT = 20;
export const PASS_HOLDER_LOOKUP_MIN_LENGTH = 2;

export const passHolderLookupTexts = {
  heading: 'Find a member',
  label: 'Name, e-mail or pass code',
  description: 'A holder without their card: type part of the name or e-mail, or the card’s code.',
  tooShort: `Type at least ${PASS_HOLDER_LOOKUP_MIN_LENGTH} characters.`,
  tooLong: 'Cannot exceed maximum character limit of 120',
  noMatch: 'No pass holder matches that.',
  noMatchHint: 'Check the spelling, or try the e-mail or the membership ID on the card.',
  more: (limit: number) =>
    `Showing the first ${limit} pass holders found. Type more of the name to narrow it down.`,
  noPhoto: 'No photo',
  /** The audit entry of an admission made through the lookup rather than a scan. */
  auditVia: 'Member lookup, without the card',
  noCardTitle: 'No card',
  noCard:
    'This pass holder has no card in use, so the gate cannot admit them. Send them to the box office for a new card.',
  standing: {
    valid: 'Current',
    expired: 'Expired',
    revoked: 'Revoked',
    'not-started': 'Not started',
  },
} as const;

/** `GET /admin/check-in/pass-holders?q=`: what staff typed, at least two characters. */
export const passHolderLookupQuerySchema = z.object({
  q: plainText({ message: passHolderLookupTexts.tooShort })
    .trim()
    .min(PASS_HOLDER_LOOKUP_MIN_LENGTH, passHolderLookupTexts.tooShort)
    .max(120, passHolderLookupTexts.tooLong),
});
export type PassHolderLookupQuery = z.infer<typeof passHolderLookupQuerySchema>;

/**
 * Whether a holder's pass entitles anything today (Denver), as core's `passStandingOn` says:
 * `valid` (current), `expired`, `revoked` (its order refunded) or `not-started`.
 */
export const passStandingStatuses = ['valid', 'expired', 'revoked', 'not-started'] as const;

/** One pass holder found: the pass that speaks for them today (`passForDay`), and their photo. */
export const passHolderMatchSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  /** The membership ID printed on the card ('M200001'). */
  memberCode: z.string(),
  product: z.string(),
  startsOn: isoDateSchema,
  /** The pass's last day (Denver), included. */
  expiresOn: isoDateSchema,
  standing: z.enum(passStandingStatuses),
  /** Whether the holder has a card in use: the admission goes through it. */
  hasCard: z.boolean(),
  /** The holder's photo, where one was taken; null until photos are taken. */
  photoUrl: z.string().nullable(),
});
export type PassHolderMatch = z.infer<typeof passHolderMatchSchema>;

export const passHolderLookupResponseSchema = z.object({
  data: z.array(passHolderMatchSchema),
  /** `more`: further holders matched beyond the first `PASS_HOLDER_LOOKUP_LIMIT`. */
  meta: z.object({ more: z.boolean() }),
});
export type PassHolderLookupResponse = z.infer<typeof passHolderLookupResponseSchema>;

/** `POST /admin/check-in/sessions/:id/pass-holders/:memberId/admissions`. */
export const passHolderAdmissionParamsSchema = z.object({
  id: idParamSchema,
  memberId: idParamSchema,
});

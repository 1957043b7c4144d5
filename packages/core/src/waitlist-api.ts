/**
 * A sold-out session's waiting list (issue 34, decision 103): a visitor leaves an e-mail address
 * and the places wanted, and is told their place in the line. The entry's token is its link,
 * sent only by e-mail, so nobody who merely knows an address can see or leave its entry.
 */
import { z } from 'zod';
import { isoDateSchema } from './field-schemas.ts';
import { formatCalendarDate, formatClockTime, instantToShopWallTime } from './shop-time.ts';
import { pluralize } from './vacancy.ts';
import { memberEmailSchema } from './member-api.ts';
import { plainText } from './text-rules.ts';

const id = z.number().int().positive();

export const waitlistTexts = {
  joined: (position: number, email: string) =>
    `You are number ${position} on the waiting list. We e-mailed ${email} a link to see your place or leave the list.`,
  stillHasPlaces: 'This time still has places: choose your tickets instead.',
  closed: 'The waiting list for this time is closed.',
  turnedOff: 'This activity keeps no waiting list: please choose another time.',
  tooManyPlaces: (max: number) => `Ask for at most ${max} places.`,
  placesRequired: 'Ask for at least 1 place.',
  left: 'You left the waiting list.',
  alreadyOffered: 'Places are already held for you: the e-mail that offered them has the link.',
  offeredAlready: 'This entry was offered places already.',
  noPlaceFree: 'No place of this session is free to offer.',
} as const;

/** '1 place', '3 places'. */
export const formatPlaces = (count: number) => `${count} ${pluralize('place', count)}`;

/** When an offer lapses, as the e-mail and the entry's page say it: '2:05 PM on December 1, 2026'. */
export function formatOfferDeadline(instant: Date): string {
  const wall = instantToShopWallTime(instant);
  return `${formatClockTime(wall.time)} on ${formatCalendarDate(wall.date)}`;
}

export const waitlistJoinBodySchema = z.object({
  email: memberEmailSchema,
  places: z
    .number({ message: waitlistTexts.placesRequired })
    .int(waitlistTexts.placesRequired)
    .min(1, waitlistTexts.placesRequired)
    .max(999, waitlistTexts.tooManyPlaces(999)),
  /** Takes fewer places than asked for when fewer come back, instead of waiting for them all. */
  acceptsFewer: z.boolean().optional().default(false),
});
export type WaitlistJoinBody = z.input<typeof waitlistJoinBodySchema>;

/** An entry's link: `/waitlist/{token}`. */
export const waitlistTokenParamsSchema = z.object({
  token: plainText().regex(/^[\w-]{16,64}$/, 'Must be a waiting list token'),
});

/** An entry as its holder sees it; never its address, which the link's holder knows. */
export const waitlistEntrySchema = z.object({
  activityId: id,
  activityTimeId: id,
  activityName: z.string(),
  /** The session's day and time as the calendar labels them. */
  startDate: isoDateSchema,
  sessionLabel: z.string(),
  places: z.number().int().positive(),
  acceptsFewer: z.boolean(),
  /** 1 for the first in line; null once offered places, when it has left the line. */
  position: z.number().int().positive().nullable(),
  joinedAt: z.string(),
  /** The places held for the entry: to buy until `expiresAt`, bought, or lapsed. */
  offer: z
    .object({
      places: z.number().int().positive(),
      expiresAt: z.string(),
      state: z.enum(['held', 'bought', 'lapsed']),
      /** The cart that holds them: `/activities/cart?cartToken=…`. Null once not held. */
      cartToken: z.string().nullable(),
    })
    .nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistEntryResponseSchema = z.object({ data: waitlistEntrySchema });

/** What joining answers: the place in line and the words saying so (the link goes by e-mail). */
export const waitlistJoinResponseSchema = z.object({
  data: z.object({ position: z.number().int().positive(), message: z.string() }),
});

/** A session's waiting list as the back office shows it (decision 103), in the line's order. */
export const adminWaitlistEntrySchema = z.object({
  id,
  email: z.string(),
  places: z.number().int().positive(),
  acceptsFewer: z.boolean(),
  /** 1 for the first in line; null once offered. */
  position: z.number().int().positive().nullable(),
  joinedAt: z.string(),
  state: z.enum(['waiting', 'held', 'bought', 'lapsed']),
  offeredPlaces: z.number().int().positive().nullable(),
  offeredAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const adminWaitlistResponseSchema = z.object({ data: z.array(adminWaitlistEntrySchema) });

export const adminWaitlistTexts = {
  heading: 'Waiting list',
  empty: 'Nobody is waiting for this session.',
  states: { waiting: 'Waiting', held: 'Places held', bought: 'Bought', lapsed: 'Offer lapsed' },
  remove: 'Remove',
  offer: 'Offer Now',
  offered: (email: string, places: number) =>
    `${formatPlaces(places)} ${places === 1 ? 'is' : 'are'} held for ${email}, who was e-mailed.`,
  removed: (email: string) => `${email} was removed from the waiting list.`,
} as const;

/**
 * Booking with a pass (issue 31, decision 091): what a household's pass holder, or a guest they
 * bring, pays for a ticket type on a day, and the API of the shop's membership places. The
 * server decides every price; these rules are what it decides with.
 *
 * A pass holder has one membership place per session (per day at an untimed activity): at no
 * charge where their pass includes the activity, else at the member price of a ticket type their
 * pass prices. A guest pass lets a holder bring a guest at the holder's own price, that many
 * times in each term of the pass.
 */
import { z } from 'zod';
import { attendeeSchema } from './attendee.ts';
import { idParamSchema, idSchema, dollarsSchema } from './field-schemas.ts';
import { plainText } from './text-rules.ts';
import { udfValueInputSchema } from './udf-rules.ts';
import {
  isPassValidOn,
  type EntitledPass,
  type MemberPriceRule,
} from './membership-entitlements.ts';
import type { Cents } from './money.ts';

export const passBenefits = ['included', 'member-price', 'guest'] as const;
export const passBenefitSchema = z.enum(passBenefits);
export type PassBenefit = z.infer<typeof passBenefitSchema>;

/**
 * A member price: a percentage off rounds its discount half up, so a half cent goes to the
 * member; a price of its own never exceeds the public price.
 */
export function memberPriceCents(publicCents: Cents, rule: MemberPriceRule): Cents {
  if (rule.percentOff !== null) {
    return publicCents - Math.floor((publicCents * rule.percentOff + 50) / 100);
  }
  return Math.min(rule.memberPriceCents, publicCents);
}

export interface HolderPrice {
  benefit: 'included' | 'member-price';
  priceCents: Cents;
}

/**
 * What a pass holder pays for a ticket type of an activity on a day, from the passes valid that
 * day: nothing where one includes the activity, else the lowest member price any of them gives
 * the ticket type; null when no valid pass entitles anything here.
 */
export function holderPriceFor(
  passes: readonly EntitledPass[],
  day: string,
  ticket: { activityId: number; ticketId: number; publicPriceCents: Cents },
): HolderPrice | null {
  const valid = passes.filter((pass) => isPassValidOn(pass, day));
  if (valid.some((pass) => pass.entitlements.includedActivityIds.includes(ticket.activityId))) {
    return { benefit: 'included', priceCents: 0 };
  }
  const prices = valid.flatMap((pass) =>
    pass.entitlements.memberPrices
      .filter((rule) => rule.ticketId === ticket.ticketId)
      .map((rule) => memberPriceCents(ticket.publicPriceCents, rule)),
  );
  if (prices.length === 0) return null;
  return { benefit: 'member-price', priceCents: Math.min(...prices) };
}

/**
 * The guest passes a holder has left on a day: of the passes valid that day, the one with the
 * most guests per term, less the guests already brought in that pass's term.
 */
export function guestPassesLeft(
  passes: readonly EntitledPass[],
  day: string,
  guestsOn: (term: { startsOn: string; expiresOn: string }) => number,
): number {
  const valid = passes.filter((pass) => isPassValidOn(pass, day));
  const left = valid.map((pass) => pass.entitlements.guestPassesPerTerm - guestsOn(pass));
  return Math.max(0, ...left);
}

/** Whether some pass valid on a day allows the guests counted in its term (this one included). */
export function guestsWithinPasses(
  passes: readonly EntitledPass[],
  day: string,
  guestsOn: (term: { startsOn: string; expiresOn: string }) => number,
): boolean {
  return passes.some(
    (pass) => isPassValidOn(pass, day) && guestsOn(pass) <= pass.entitlements.guestPassesPerTerm,
  );
}

/** A membership place standing in a cart or an order, as the claims count them. */
export interface StandingPlace {
  memberId: number;
  benefit: PassBenefit;
  activityTimeId: number;
  activityId: number;
  /** The session's day in Denver. */
  day: string;
}

/** Where a holder's one place is counted: the session, or the activity's day when untimed. */
export interface PlaceSlot {
  timed: boolean;
  activityTimeId: number;
  activityId: number;
  day: string;
}

/** The holder's own place (not a guest's) standing at a slot, if any. */
export function holderPlaceAt<T extends StandingPlace>(
  places: readonly T[],
  memberId: number,
  slot: PlaceSlot,
): T | undefined {
  return places.find(
    (place) =>
      place.memberId === memberId &&
      place.benefit !== 'guest' &&
      (slot.timed
        ? place.activityTimeId === slot.activityTimeId
        : place.activityId === slot.activityId && place.day === slot.day),
  );
}

/** The guests a holder brings on days of a pass's term. */
export function countGuestsInTerm(
  places: readonly StandingPlace[],
  memberId: number,
  term: { startsOn: string; expiresOn: string },
): number {
  return places.filter(
    (place) =>
      place.memberId === memberId &&
      place.benefit === 'guest' &&
      place.day >= term.startsOn &&
      place.day <= term.expiresOn,
  ).length;
}

// ---------------------------------------------------------------------------------------------
// The API: what the shop offers a logged-in household at a session, and adding a place.

/** A ticket type a holder may book here, with their price and the public one. */
export const passPlaceOptionSchema = z.object({
  ticketId: idSchema,
  displayName: z.string(),
  benefit: z.enum(['included', 'member-price']),
  price: dollarsSchema,
  publicPrice: dollarsSchema,
});
export type PassPlaceOption = z.infer<typeof passPlaceOptionSchema>;

export const passPlaceHolderSchema = z.object({
  memberId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  /** The ticket types this holder may book here; empty when their passes give nothing here. */
  options: z.array(passPlaceOptionSchema),
  /** True when the holder's membership place here is taken (this cart's, or another booking's). */
  booked: z.boolean(),
  /** The line item ticket of this cart that is the holder's place here, if any. */
  lineItemTicketId: idSchema.nullable(),
  guestPassesLeft: z.number().int().nonnegative(),
});
export type PassPlaceHolder = z.infer<typeof passPlaceHolderSchema>;

export const passPlacesQuerySchema = z.object({
  activity_time_id: idParamSchema,
  cart_token: plainText().min(1).max(200).optional(),
});

export const passPlacesResponseSchema = z.object({
  data: z.object({
    id: idSchema,
    type: z.literal('passPlaces'),
    attributes: z.object({ activityTimeId: idSchema, holders: z.array(passPlaceHolderSchema) }),
  }),
});
export type PassPlacesResponse = z.infer<typeof passPlacesResponseSchema>;

/** `POST /ticketing/line_items/{id}/pass_places`: a holder's place, or a guest they bring. */
export const addPassPlaceBodySchema = z.object({
  memberId: idSchema,
  ticketId: idSchema,
  guest: z.boolean().default(false),
  /** A guest's details where the activity collects attendees; a holder's are their own. */
  attendee: attendeeSchema.nullable().optional(),
  attendeeUdfs: z.array(udfValueInputSchema).max(50).default([]),
});
export type AddPassPlaceBody = z.infer<typeof addPassPlaceBodySchema>;

/** On a cart's ticket: whose membership place it is, and how. */
export const passPlaceSchema = z.object({
  memberId: idSchema,
  benefit: passBenefitSchema,
  holderName: z.string(),
});
export type PassPlace = z.infer<typeof passPlaceSchema>;

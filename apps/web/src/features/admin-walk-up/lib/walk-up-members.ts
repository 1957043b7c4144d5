/**
 * The walk-up window's membership places (issue 31, decision 095): what the seller chose for a
 * household found by the lookup, as the cart's `passPlaces`, and how a held place reads.
 */
import type { LineItemTicket } from '@shop/core/cart';
import { dollarsToCents, formatUsd } from '@shop/core/money';
import { type AddPassPlaceBody } from '@shop/core/pass-booking';
import { passPlaceLabels } from '@shop/core/pass-place-labels';
import type { PassHolderMatch } from '@shop/core/pass-holder-lookup-api';
import { walkUpMemberTexts as texts } from '@shop/core/walk-up-api';

/** A pass holder's choice: their own place's ticket type (or none), and the guests they bring. */
export interface MemberChoice {
  ticketId: number | null;
  guests: number;
  /** The ticket type the guests take: the holder's own, or their first option. */
  guestTicketId: number | null;
}

/** The member found (whose household it is) and each holder's choice, by member id. */
export interface WalkUpMembersDraft {
  found: PassHolderMatch;
  choices: Record<number, MemberChoice>;
}

type PassPlaceInput = Pick<AddPassPlaceBody, 'memberId' | 'ticketId' | 'guest'>;

/** The places to claim: each holder's own, then their guests, one place each. */
export function passPlacesOf(draft: WalkUpMembersDraft | null): PassPlaceInput[] {
  if (!draft) return [];
  return Object.entries(draft.choices).flatMap(([id, choice]) => {
    const memberId = Number(id);
    const own: PassPlaceInput[] =
      choice.ticketId === null ? [] : [{ memberId, ticketId: choice.ticketId, guest: false }];
    const guestTicketId = choice.guestTicketId;
    const guests: PassPlaceInput[] =
      guestTicketId === null
        ? []
        : Array.from({ length: choice.guests }, () => ({
            memberId,
            ticketId: guestTicketId,
            guest: true,
          }));
    return [...own, ...guests];
  });
}

/**
 * A held ticket as the seller reads it back: '1 × Skate Admission for Ada Skier · Public Skate'
 * and, for a membership place, what it is ('Included with your membership', the member price, a
 * guest of whom).
 */
export function describeHeldTicket(ticket: LineItemTicket, activity: string): string {
  const place = ticket.passPlace;
  const attendee = ticket.attendee
    ? `${ticket.attendee.firstName} ${ticket.attendee.lastName}`
    : place && place.benefit !== 'guest'
      ? place.holderName
      : null;
  const base = `${ticket.quantity} × ${ticket.displayName}${attendee ? ` for ${attendee}` : ''} · ${activity}`;
  if (!place) return base;
  const price = formatUsd(dollarsToCents(ticket.price));
  const benefit =
    place.benefit === 'included'
      ? passPlaceLabels.included
      : place.benefit === 'member-price'
        ? texts.heldMemberPrice(price)
        : `${texts.guestOf(place.holderName)}, ${price}`;
  return `${base} · ${benefit}`;
}

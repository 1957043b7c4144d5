/**
 * Booking with a pass (issue 31, decision 091): what a logged-in household's pass holders may
 * book at a session, and the claim that adds one of their places to a cart. The prices and the
 * counts are core's rules; the count is taken under the holder's row lock in the add's own
 * transaction, so two carts, tabs or processes never both get a holder's one place.
 */
import type { Attendee } from '@shop/core/attendee';
import { centsToDollars } from '@shop/core/money';
import {
  countGuestsInTerm,
  guestPassesLeft,
  holderPlaceAt,
  holderPriceFor,
  type AddPassPlaceBody,
  type PassPlaceHolder,
  type PlaceSlot,
} from '@shop/core/pass-booking';
import { passPlaceTexts } from '@shop/core/pass-place-labels';
import { ticketAgeProblem } from '@shop/core/ticket-age';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Claimant } from '../carts/index.ts';
import type { Offer } from '../catalogue/index.ts';
import { createMembersRepository } from '../members/index.ts';
import { lockPassHolders, readStandingPassPlaces } from './pass-places-repository.ts';
import { readMemberPasses, type MemberPass } from './read-member-passes.ts';

type HouseholdMember = Awaited<
  ReturnType<ReturnType<typeof createMembersRepository>['findHouseholdMembers']>
>[number];

const refuse = (message: string) => new AppError('conflict', message);
const fullName = (member: HouseholdMember) => `${member.firstName} ${member.lastName}`.trim();

function slotOf(offer: Offer): PlaceSlot {
  return {
    timed: offer.activity.timed,
    activityTimeId: offer.session.id,
    activityId: offer.activity.id,
    day: offer.session.startDate,
  };
}

/** The session's ticket types (not add-ons) a holder may book, at their price, fitting their age. */
function optionsFor(offer: Offer, member: HouseholdMember, passes: MemberPass[]) {
  const day = offer.session.startDate;
  return offer.tickets.flatMap(({ row, priceCents }) => {
    if (row.addOn) return [];
    const birth = member.dateOfBirth;
    if (birth && ticketAgeProblem(row, birth, day) !== null) return [];
    const price = holderPriceFor(passes, day, {
      activityId: offer.activity.id,
      ticketId: row.id,
      publicPriceCents: priceCents,
    });
    if (!price) return [];
    return [
      {
        ticketId: row.id,
        displayName: row.displayName,
        benefit: price.benefit,
        price: centsToDollars(price.priceCents),
        publicPrice: centsToDollars(priceCents),
      },
    ];
  });
}

/** Each household member's membership place at the session: what they may book, and if it is taken. */
export async function listPassPlaces(
  db: Database,
  request: { householdId: number; offer: Offer; cartId: number | null; now: Date },
): Promise<PassPlaceHolder[]> {
  const household = await createMembersRepository(db).findHouseholdMembers(request.householdId);
  const ids = household.map((member) => member.id);
  const [passes, places] = await Promise.all([
    readMemberPasses(db, ids),
    readStandingPassPlaces(db, { memberIds: ids, now: request.now }),
  ]);
  const slot = slotOf(request.offer);
  return household.flatMap((member) => {
    const own = passes.filter((pass) => pass.memberId === member.id);
    const options = optionsFor(request.offer, member, own);
    if (options.length === 0) return [];
    const place = holderPlaceAt(places, member.id, slot);
    const inThisCart = place !== undefined && place.cartId === request.cartId;
    return [
      {
        memberId: member.id,
        firstName: member.firstName,
        lastName: member.lastName,
        options,
        booked: place !== undefined,
        lineItemTicketId: inThisCart ? place.id : null,
        guestPassesLeft: guestPassesLeft(own, slot.day, (term) =>
          countGuestsInTerm(places, member.id, term),
        ),
      },
    ];
  });
}

/**
 * The claim of a holder's place (or a guest's) on a cart line: priced by the holder's passes on
 * the session's day, confirmed under the holder's lock by counting what stands.
 */
export function claimPassPlace(
  db: Database,
  request: { householdId: number; body: AddPassPlaceBody },
): Claimant {
  const { body } = request;
  return async ({ cart, offer, offered }) => {
    if (cart.editOfOrderId !== null) throw refuse(passPlaceTexts.notInEdit);
    const household = await createMembersRepository(db).findHouseholdMembers(request.householdId);
    const holder = household.find((member) => member.id === body.memberId);
    if (!holder) throw notFound('Pass holder');
    const name = fullName(holder);
    const passes = await readMemberPasses(db, [holder.id]);
    const slot = slotOf(offer);
    const price = offered.row.addOn
      ? null
      : holderPriceFor(passes, slot.day, {
          activityId: offer.activity.id,
          ticketId: offered.row.id,
          publicPriceCents: offered.priceCents,
        });
    if (!price) throw refuse(passPlaceTexts.notEntitled(name));
    const own: Attendee = {
      firstName: holder.firstName,
      lastName: holder.lastName,
      dateOfBirth: holder.dateOfBirth,
    };
    const collects = offer.activity.collectAttendeeDetails;
    return {
      priceCents: price.priceCents,
      attendee: !collects ? null : body.guest ? (body.attendee ?? null) : own,
      attendeeUdfs: body.attendeeUdfs,
      passPlace: { memberId: holder.id, benefit: body.guest ? 'guest' : price.benefit },
      async confirm(tx, now) {
        await lockPassHolders(tx, [holder.id]);
        const places = await readStandingPassPlaces(tx, { memberIds: [holder.id], now });
        if (body.guest) {
          const left = guestPassesLeft(passes, slot.day, (term) =>
            countGuestsInTerm(places, holder.id, term),
          );
          if (left <= 0) throw refuse(passPlaceTexts.noGuestPasses(name));
        } else if (holderPlaceAt(places, holder.id, slot)) {
          throw refuse(passPlaceTexts.alreadyBooked(name));
        }
      },
    };
  };
}

/**
 * The rules a cart change is checked against before it writes (SPEC sections 4 and 5): bookable
 * sessions, offered tickets, the most tickets at a time, attendee and booking fields. Pure,
 * except the add-ons check, which runs in the change's transaction under the line's lock.
 */
import { checkAttendee } from '@shop/core/attendee';
import type { AddLineItemTicketBody } from '@shop/core/cart';
import type { Udf } from '@shop/core/catalogue';
import { checkUdfValues, udfTexts, type UdfValueInput } from '@shop/core/udf-rules';
import type { StoredUdfValue } from '../../db/schema.ts';
import type { Offer, OfferedTicket } from '../catalogue/index.ts';
import type { ContentsTicket } from './cart-contents.ts';
import { addOnsWithinPasses, type Writer } from './cart-writes.ts';
import {
  addOnExcess,
  invalidFields,
  sessionUnavailable,
  ticketsUnavailable,
  tooManyTickets,
} from './cart-errors.ts';

function prefixKeys(prefix: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [`${prefix}.${key}`, value]),
  );
}

/** Checks values against the fields; answers them in the stored form or throws a 400. */
export function storeUdfValues(
  udfs: Udf[],
  values: UdfValueInput[],
  prefix: string,
): StoredUdfValue[] {
  const checked = checkUdfValues(udfs, values, udfTexts.requiredField);
  if (!checked.ok) throw invalidFields(prefixKeys(prefix, checked.errors));
  return checked.values.map(({ udf, value }) => ({
    id: udf.id,
    fieldName: udf.fieldName,
    label: udf.label,
    value,
    fieldType: udf.fieldType,
  }));
}

/**
 * The session sells what is asked: an add-on (`takesPlaces` false) needs it open, whatever its
 * places (decision 074); anything else needs places left too.
 */
export function assertBookable(offer: Offer, options: { takesPlaces?: boolean } = {}): void {
  if (offer.session.available) return;
  if (options.takesPlaces === false && offer.open) return;
  if (offer.session.vacancy <= 0) throw ticketsUnavailable();
  throw sessionUnavailable();
}

/** Add-ons do not count towards the activity's most tickets at a time. */
export function countsTowardMax(ticket: { addOn: boolean }): boolean {
  return !ticket.addOn;
}

/** Whether changing a line by `delta` tickets of a kind can leave more add-ons than passes. */
export function mayExceedPasses(ticket: { addOn: boolean }, delta: number): boolean {
  return ticket.addOn ? delta > 0 : delta < 0;
}

export function requireOffered(offer: Offer, ticketId: number): OfferedTicket {
  const offered = offer.tickets.find((ticket) => ticket.row.id === ticketId);
  if (!offered) throw invalidFields({ ticketId: 'Is not offered for this session' });
  return offered;
}

export function ticketsOfLine(tickets: ContentsTicket[], lineItemId: number): ContentsTicket[] {
  return tickets.filter((ticket) => ticket.lineTicket.lineItemId === lineItemId);
}

/** The line's tickets (not add-ons), as they would be after adding `added`, within the maximum. */
export function assertWithinMax(
  lineTickets: ContentsTicket[],
  offer: Offer,
  added: number,
  replacing?: number,
): void {
  const current = lineTickets
    .filter(({ lineTicket, ticket }) => lineTicket.id !== replacing && !ticket.addOn)
    .reduce((sum, { lineTicket }) => sum + lineTicket.quantity, 0);
  if (current + added > offer.activity.maxQuantity)
    throw tooManyTickets(offer.activity.maxQuantity);
}

/** Where the activity collects attendee details, a ticket is one attendee. */
export function assertOnePerAttendee(offer: Offer, offered: OfferedTicket, quantity: number) {
  if (offer.activity.collectAttendeeDetails && !offered.row.addOn && quantity !== 1)
    throw invalidFields({ quantity: 'Add one ticket per attendee' });
}

/** The attendee and attendee fields of a ticket, checked and in the stored form. */
export function checkAttendeeFor(
  offer: Offer,
  offered: OfferedTicket,
  body: {
    attendee?: AddLineItemTicketBody['attendee'];
    attendeeUdfs?: UdfValueInput[];
    quantity?: number;
  },
  today: string,
) {
  const collects = offer.activity.collectAttendeeDetails && !offered.row.addOn;
  if (!collects) {
    if (body.attendee)
      throw invalidFields({ attendee: 'Attendee details are not collected for this activity' });
    const none: StoredUdfValue[] = [];
    return { attendee: null, attendeeUdfs: none };
  }
  if ((body.quantity ?? 1) !== 1) throw invalidFields({ quantity: 'Add one ticket per attendee' });
  if (!body.attendee) throw invalidFields({ 'attendee.firstName': udfTexts.requiredField });
  const checked = checkAttendee(body.attendee, {
    collectDob: offer.activity.collectAttendeeDob,
    today,
    // The ticket's ages, on the session's own date (decision 077).
    ages: { range: offered.row, sessionDate: offer.session.startDate },
  });
  if (!checked.ok) throw invalidFields(prefixKeys('attendee', checked.errors));
  return {
    attendee: checked.attendee,
    attendeeUdfs: storeUdfValues(
      offer.activity.attendeeUdfs,
      body.attendeeUdfs ?? [],
      'attendeeUdfs',
    ),
  };
}

/**
 * Add-on quantities may not exceed the line's passes (SPEC section 5). Checked last in the
 * transaction that changed the line, under the line's lock, so concurrent changes cannot pass
 * it together; a refusal rolls the change back.
 */
export async function assertAddOnsWithinPasses(writer: Writer, lineItemId: number) {
  if (!(await addOnsWithinPasses(writer, lineItemId))) throw addOnExcess();
}

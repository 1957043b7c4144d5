/** The refusals of cart changes, in the spec's words (SPEC section 8). */
import { cartTexts } from '@shop/core/cart-texts';
import { errorTexts } from '@shop/core/error-texts';
import { membershipTexts } from '@shop/core/membership-pricing';
import { orderEditTexts } from '@shop/core/order-edit';
import { AppError } from '../../http/app-error.ts';

/** A 400 naming the fields, the first one in the message. */
export function invalidFields(fields: Record<string, string>): AppError {
  const [name, message] = Object.entries(fields)[0] ?? ['body', 'Is invalid'];
  return new AppError('validation_failed', `Invalid field ${name}: ${message}`, {
    title: errorTexts.invalidFormTitle,
    fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, [value]])),
  });
}

export function ticketsUnavailable(): AppError {
  return new AppError('conflict', cartTexts.ticketsUnavailable, {
    title: cartTexts.invalidSelectionTitle,
  });
}

/** An add-on whose stock at the session has fewer units left (decision 079). */
export function addOnsUnavailable(): AppError {
  return new AppError('conflict', cartTexts.addOnsUnavailable, {
    title: cartTexts.invalidSelectionTitle,
  });
}

/** A session past its cutoff, or otherwise not bookable though places are left. */
export function sessionUnavailable(): AppError {
  return new AppError('conflict', "We're sorry, there are no available tickets for this time.", {
    title: cartTexts.invalidSelectionTitle,
  });
}

export function tooManyTickets(maxQuantity: number): AppError {
  return new AppError('conflict', cartTexts.maxQuantity(maxQuantity), {
    title: cartTexts.invalidSelectionTitle,
  });
}

/** A change to a cart whose order has been placed. */
export function cartAlreadyOrdered(): AppError {
  return new AppError(
    'conflict',
    'This cart has already been ordered. Start a new cart to buy more tickets.',
  );
}

/** SPEC section 8, 'Add-on excess': one text for the passes of tickets and of memberships. */
export function addOnExcess(): AppError {
  return new AppError('conflict', membershipTexts.addOnExcess, {
    title: cartTexts.invalidSelectionTitle,
  });
}

/** In an order edit, the order's own tickets stay: only customer service removes them. */
export function cannotRemove(): AppError {
  return new AppError('unprocessable', orderEditTexts.cannotRemoveTicket);
}

/** A change a membership place does not allow (decision 091). */
export function passPlaceRefused(message: string): AppError {
  return new AppError('conflict', message, { title: cartTexts.invalidSelectionTitle });
}

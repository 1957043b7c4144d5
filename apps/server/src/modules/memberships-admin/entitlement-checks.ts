/**
 * What the back office checks of a product's entitlements beyond their shape (that each activity
 * and ticket type exists, and no add-on has a member price), and how the audit log words them.
 */
import { entitlementTexts as texts } from '@shop/core/membership-admin-api';
import type { Entitlements } from '@shop/core/membership-entitlements';
import { formatUsd } from '@shop/core/money';
import { AppError } from '../../http/app-error.ts';
import type { Writer } from '../../db/transaction.ts';
import { findActivityNames, findTicketTypes } from './entitlements-admin-repository.ts';

/** Refuses, with every refused field named, entitlements that name what the shop does not have. */
export async function assertEntitlementsExist(tx: Writer, body: Entitlements): Promise<void> {
  const [activityNames, ticketTypes] = await Promise.all([
    findActivityNames(tx, body.includedActivityIds),
    findTicketTypes(
      tx,
      body.memberPrices.map((price) => price.ticketId),
    ),
  ]);
  const fields: Record<string, string[]> = {};
  body.includedActivityIds.forEach((id, index) => {
    if (!activityNames.has(id)) fields[`includedActivityIds.${index}`] = [texts.unknownActivity];
  });
  body.memberPrices.forEach((price, index) => {
    const ticket = ticketTypes.get(price.ticketId);
    if (!ticket) fields[`memberPrices.${index}.ticketId`] = [texts.unknownTicket];
    else if (ticket.addOn) fields[`memberPrices.${index}.ticketId`] = [texts.addOnTicket];
  });
  const [first] = Object.values(fields);
  if (first) throw new AppError('unprocessable', first[0] ?? texts.refused, { fields });
}

/**
 * Entitlements in words, as the audit log shows them (decision 085): the activities by name, each
 * member price as 'Activity, Ticket type: 20% off' or ': $20.00'. Words rather than ids, as a
 * bulk change's dates are, since the page has no other way to name them.
 */
export async function describeEntitlements(tx: Writer, entitlements: Entitlements) {
  const [activityNames, ticketTypes] = await Promise.all([
    findActivityNames(tx, entitlements.includedActivityIds),
    findTicketTypes(
      tx,
      entitlements.memberPrices.map((price) => price.ticketId),
    ),
  ]);
  return {
    includedActivities: entitlements.includedActivityIds.map(
      (id) => activityNames.get(id) ?? `Activity #${id}`,
    ),
    memberPrices: entitlements.memberPrices.map((price) => {
      const ticket = ticketTypes.get(price.ticketId);
      const name = ticket ? `${ticket.activityName}, ${ticket.name}` : `Ticket #${price.ticketId}`;
      const rule =
        price.percentOff !== null ? `${price.percentOff}% off` : formatUsd(price.memberPriceCents);
      return `${name}: ${rule}`;
    }),
    guestPassesPerTerm: entitlements.guestPassesPerTerm,
  };
}

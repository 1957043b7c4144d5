/**
 * Changes a ticket type or add-on: its price, tax rate, age range, add-on stock, description, order or whether
 * it is on sale (audited before and after). Tickets are never deleted: orders refer to them; a ticket
 * taken off sale is made inactive. A price applies to carts priced after the catalogue cache
 * expires (CATALOGUE_CACHE_MS).
 */
import {
  catalogueTexts,
  type AdminTicket,
  type TicketChange,
} from '@shop/core/admin-catalogue-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { isTicketCentamanIdTaken, lockTicket, updateTicket } from './catalogue-admin-repository.ts';
import { toAdminTicket, toTicketValues } from './catalogue-admin-mappers.ts';
import type { CatalogueAdminOptions } from './catalogue-admin-options.ts';
import { ticketCentamanIdTaken } from './create-ticket.ts';

const stockOnlyForAddOns = () =>
  new AppError('validation_failed', catalogueTexts.stockOnlyForAddOns, {
    fields: { stockPerSession: [catalogueTexts.stockOnlyForAddOns] },
  });

export async function changeTicket(
  options: CatalogueAdminOptions,
  actorId: number,
  ticketId: number,
  body: TicketChange,
): Promise<AdminTicket> {
  const now = options.clock();
  return options.db.transaction(async (tx) => {
    const before = await lockTicket(tx, ticketId);
    if (!before) throw new AppError('not_found', catalogueTexts.ticketNotFound);
    if (body.centamanId && (await isTicketCentamanIdTaken(tx, body.centamanId, ticketId)))
      throw ticketCentamanIdTaken();
    // One bound changed alone still may not pass the other (the database's CHECK is the last guard).
    const minAge = body.minAge === undefined ? before.minAge : body.minAge;
    const maxAge = body.maxAge === undefined ? before.maxAge : body.maxAge;
    if (minAge !== null && maxAge !== null && maxAge < minAge) {
      throw new AppError('validation_failed', catalogueTexts.agesReversed, {
        fields: { maxAge: [catalogueTexts.agesReversed] },
      });
    }
    const values = toTicketValues(body);
    // A stock is an add-on's alone: refused for a ticket, dropped when an add-on becomes one.
    if (!(body.addOn ?? before.addOn)) {
      if (typeof body.stockPerSession === 'number') throw stockOnlyForAddOns();
      if (before.stockPerSession !== null) values.stockPerSession = null;
    }
    const row = Object.keys(values).length > 0 ? await updateTicket(tx, ticketId, values) : before;
    const after = toAdminTicket(row);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'ticket.change',
      entity: 'ticket',
      entityId: ticketId,
      before: toAdminTicket(before),
      after,
      at: now,
    });
    return after;
  });
}

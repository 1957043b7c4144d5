/** A new ticket type or add-on of an activity (audited in the same transaction). */
import { catalogueTexts, type AdminTicket, type TicketBody } from '@shop/core/admin-catalogue-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { insertTicket, lockActivity } from './catalogue-admin-repository.ts';
import { toAdminTicket, toTicketValues } from './catalogue-admin-mappers.ts';
import { newCentamanId, type CatalogueAdminOptions } from './catalogue-admin-options.ts';

export const ticketCentamanIdTaken = () =>
  new AppError('conflict', catalogueTexts.centamanIdTaken, {
    fields: { centamanId: [catalogueTexts.centamanIdTaken] },
  });

export async function createTicket(
  options: CatalogueAdminOptions,
  actorId: number,
  activityId: number,
  body: TicketBody,
): Promise<AdminTicket> {
  const now = options.clock();
  return options.db.transaction(async (tx) => {
    if (!(await lockActivity(tx, activityId)))
      throw new AppError('not_found', catalogueTexts.activityNotFound);
    const centamanId = body.centamanId ?? newCentamanId('ticket');
    const row = await insertTicket(tx, {
      ...toTicketValues(body),
      activityId,
      displayName: body.displayName,
      priceCents: toTicketValues(body).priceCents!,
      centamanId,
      costRateId: body.costRateId ?? `rate-${centamanId}`,
    });
    if (!row) throw ticketCentamanIdTaken();
    const after = toAdminTicket(row);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'ticket.create',
      entity: 'ticket',
      entityId: row.id,
      before: null,
      after,
      at: now,
    });
    return after;
  });
}

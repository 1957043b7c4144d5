/**
 * Adding and removing tickets (SPEC section 4) on the choose-tickets page: one change at a time,
 * the ticket being changed marked pending, a failure said in the page's flash, and the session's
 * vacancy read again after each. The actions themselves are in lib/add-ticket-actions.ts and
 * lib/change-ticket-actions.ts.
 */
import { useState } from 'react';
import { createAddActions } from '../lib/add-ticket-actions.ts';
import { createChangeActions } from '../lib/change-ticket-actions.ts';
import { describeCartFailure } from '../lib/describe-failure.ts';
import type { TicketActionContext, UseTicketActionsOptions } from '../lib/ticket-action-context.ts';

export function useTicketActions(options: UseTicketActionsOptions) {
  // The ticket being changed, or 'booking' while the line's booking details are saved.
  const [pendingTicketId, setPendingTicketId] = useState<number | 'booking' | null>(null);
  const { session, onFlash, onChanged } = options;

  const context: TicketActionContext = {
    ...options,
    isBusy: pendingTicketId !== null,
    async run(ticketId, change) {
      setPendingTicketId(ticketId);
      try {
        await change();
      } catch (error) {
        onFlash(describeCartFailure(error));
      } finally {
        setPendingTicketId(null);
        if (session) onChanged(session.id);
      }
    },
  };

  return {
    ...createAddActions(context),
    ...createChangeActions(context),
    pendingTicketId,
    isBusy: context.isBusy,
  };
}

export type TicketActions = ReturnType<typeof useTicketActions>;

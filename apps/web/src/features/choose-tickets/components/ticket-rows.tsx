import type { LineItem } from '@shop/core/cart';
import type { Ticket } from '@shop/core/catalogue';
import type { TicketActions } from '../hooks/use-ticket-actions.ts';
import { quantityOfTicket } from '../lib/line-tickets.ts';
import { TicketRow } from './ticket-row.tsx';

export interface TicketRowsProps {
  tickets: readonly Ticket[];
  /** The visitor's line at this session, whose quantities the rows show. */
  line: LineItem | null;
  actions: TicketActions;
  /** The session is sold out: nothing more can be added. */
  isAddDisabled?: boolean | undefined;
  canRemove: (ticketId: number) => boolean;
  'aria-label'?: string;
  className: string;
}

/** A session's tickets (or add-ons), each with its quantity control on the visitor's line. */
export function TicketRows({
  tickets,
  line,
  actions,
  isAddDisabled,
  canRemove,
  'aria-label': ariaLabel,
  className,
}: TicketRowsProps) {
  return (
    <ul aria-label={ariaLabel} className={className}>
      {tickets.map((ticket) => (
        <TicketRow
          key={ticket.id}
          ticket={ticket}
          quantity={quantityOfTicket(line, ticket.id)}
          onAdd={() => void actions.addTicket(ticket)}
          onRemove={() => void actions.removeOne(ticket)}
          isPending={actions.pendingTicketId === ticket.id}
          isBusy={actions.isBusy}
          // An add-on whose stock at the session is gone (decision 079) takes no more either.
          isAddDisabled={(isAddDisabled ?? false) || ticket.left === 0}
          canRemove={canRemove(ticket.id)}
        />
      ))}
    </ul>
  );
}

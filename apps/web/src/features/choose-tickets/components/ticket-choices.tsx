import type { LineItem } from '@shop/core/cart';
import type { ReactNode } from 'react';
import type { Activity, ActivityTime, Ticket } from '@shop/core/catalogue';
import { orderEditTexts } from '@shop/core/order-edit';
import type { TicketActions } from '../hooks/use-ticket-actions.ts';
import { countAddOns, countPasses } from '../lib/line-tickets.ts';
import {
  LinkedActivitySection,
  type LinkedActivitySectionProps,
} from './linked-activity-section.tsx';
import { TicketRows } from './ticket-rows.tsx';

export interface TicketChoicesProps extends Pick<
  LinkedActivitySectionProps,
  'now' | 'ticketCart' | 'dialogs' | 'onFlash' | 'onChanged' | 'originalLines'
> {
  activity: Activity;
  linkedActivities: Activity[];
  session: ActivityTime;
  tickets: readonly Ticket[];
  addOns: readonly Ticket[];
  /** The visitor's line at this session. */
  line: LineItem | null;
  actions: TicketActions;
  canRemoveOne: (ticketId: number) => boolean;
  /** Edit mode: the line holds tickets the order bought, which stay. */
  hasOriginalTickets: boolean;
  /** A logged-in household's membership places at the session, above the tickets. */
  membershipPlaces?: ReactNode;
}

/** The chosen session's tickets, its add-ons and the activities linked to it. */
export function TicketChoices({
  activity,
  linkedActivities,
  session,
  tickets,
  addOns,
  line,
  actions,
  canRemoveOne,
  hasOriginalTickets,
  membershipPlaces,
  ...linkedSectionProps
}: TicketChoicesProps) {
  return (
    <>
      {membershipPlaces}
      <TicketRows
        aria-label="Tickets"
        className="divide-y divide-navy-900/10"
        tickets={tickets}
        line={line}
        actions={actions}
        isAddDisabled={session.vacancy <= 0}
        canRemove={canRemoveOne}
      />
      {hasOriginalTickets ? (
        <p className="mt-4 text-sm text-slate-700">{orderEditTexts.cannotRemoveTicket}</p>
      ) : null}
      {addOns.length > 0 ? (
        <section aria-labelledby="add-ons-heading" className="mt-8">
          <h3 id="add-ons-heading" className="mb-1 text-lg font-bold text-navy-950">
            Add-ons
          </h3>
          <p className="mb-3 text-sm text-slate-600">One of each per ticket at most.</p>
          <TicketRows
            className="divide-y divide-navy-900/10"
            tickets={addOns}
            line={line}
            actions={actions}
            // At the limit the + is off rather than refused after a press (SPEC section 5).
            isAddDisabled={countAddOns(line) >= countPasses(line)}
            canRemove={canRemoveOne}
          />
        </section>
      ) : null}
      {activity.timed
        ? linkedActivities.map((linked) => (
            <LinkedActivitySection
              key={`${linked.id}-${session.startDate}`}
              primary={activity}
              linked={linked}
              date={session.startDate}
              {...linkedSectionProps}
            />
          ))
        : null}
    </>
  );
}

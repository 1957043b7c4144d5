import type { ActivityTime, Ticket } from '@shop/core/catalogue';
import { canRemoveOneTicket, isNewLine } from '@shop/core/order-edit';
import { useMemberToken } from '../../../lib/member-token.ts';
import { useAddOns } from '../api/get-add-ons.ts';
import { usePassPlaces } from '../api/get-pass-places.ts';
import { passPlacesKey } from '../lib/line-tickets.ts';
import { MembershipPlaces } from './membership-places.tsx';
import { TicketChoices, type TicketChoicesProps } from './ticket-choices.tsx';

export interface SessionTicketsProps extends Omit<
  TicketChoicesProps,
  'addOns' | 'canRemoveOne' | 'hasOriginalTickets' | 'membershipPlaces' | 'tickets'
> {
  session: ActivityTime;
  /** The session's tickets, add-ons apart. */
  tickets: readonly Ticket[];
  /** The visitor's line of this activity, at this session or another. */
  lineOfActivity: TicketChoicesProps['line'];
  isEditMode: boolean;
}

/**
 * The chosen session's tickets with its add-ons, and above them a logged-in household's
 * membership places (not in edit mode), each read for this session.
 */
export function SessionTickets({ lineOfActivity, isEditMode, ...props }: SessionTicketsProps) {
  const { activity, session, line, actions, ticketCart, originalLines } = props;
  const addOns = useAddOns(activity.id, session.id);
  const memberToken = useMemberToken();
  const passPlaces = usePassPlaces({
    activityTimeId: isEditMode ? null : session.id,
    cartToken: ticketCart.cart.token,
    token: memberToken,
    cartPlaces: passPlacesKey(ticketCart.cart),
  });
  return (
    <TicketChoices
      {...props}
      // Edit mode: tickets the order bought stay; only those added since can be taken away.
      canRemoveOne={(ticketId) => canRemoveOneTicket(line, ticketId, originalLines)}
      addOns={addOns.data ?? []}
      hasOriginalTickets={
        originalLines !== undefined &&
        lineOfActivity !== null &&
        !isNewLine(lineOfActivity, originalLines)
      }
      membershipPlaces={
        passPlaces.data ? (
          <MembershipPlaces
            holders={passPlaces.data}
            line={line}
            actions={actions}
            isAddDisabled={session.vacancy <= 0}
          />
        ) : null
      }
    />
  );
}

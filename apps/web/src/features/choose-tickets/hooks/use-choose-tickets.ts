import type { LineItem } from '@shop/core/cart';
import type { Activity } from '@shop/core/catalogue';
import { useMemo, useState, type RefObject } from 'react';
import type { Flash } from '../lib/describe-failure.ts';
import { placesInCart } from '../lib/line-tickets.ts';
import type { TicketCart } from '../lib/ticket-cart.ts';
import { useMoveLine } from './use-move-line.ts';
import { useRefreshSession } from './use-refresh-session.ts';
import { useSessionChoice } from './use-session-choice.ts';
import { useSessionSelection } from './use-session-selection.ts';
import { useTicketActions } from './use-ticket-actions.ts';
import { useTicketDialog } from './use-ticket-dialog.ts';
import { useTrackViewItem } from './use-track-view-item.ts';

/**
 * The choose-tickets page's state: the line being edited, the session selected, the ticket
 * actions and their dialogs, moving the line to another session, and the flash that reports a
 * refusal. The page renders its steps from it.
 */
export function useChooseTickets(
  {
    activity,
    ticketCart,
    lineId,
    onLineChange,
  }: {
    activity: Activity;
    ticketCart: TicketCart;
    /** The `line` query parameter: the line item being edited. */
    lineId: number | null;
    onLineChange: (lineId: number | null) => void;
  },
  sessionHeadingRef: RefObject<HTMLHeadingElement | null>,
) {
  useTrackViewItem(activity);
  const [flash, setFlash] = useState<Flash | null>(null);
  const cart = ticketCart.cart;
  // A line parameter naming no line of this activity (deleted, another cart) reads as none.
  const line: LineItem | null =
    cart.lineItems.find((item) => item.id === lineId && item.activityId === activity.id) ?? null;
  const cartPlaces = useMemo(() => placesInCart(cart), [cart]);
  const selection = useSessionSelection(activity, line, cartPlaces);
  const refreshSession = useRefreshSession();
  const dialogs = useTicketDialog();
  const lineHere = line !== null && selection.selectedTime?.id === line.eventId ? line : null;
  const actions = useTicketActions({
    activity,
    session: selection.selectedTime,
    line: lineHere,
    cart: ticketCart,
    dialogs,
    onLineChange,
    onFlash: setFlash,
    onChanged: (activityTimeId) => refreshSession(activity.id, activityTimeId),
  });
  const { isMoving, moveLine } = useMoveLine({
    line,
    selectedTimeId: selection.selectedTimeId,
    ticketCart,
    onLineChange,
    onFlash: setFlash,
    onMoved: (from, to) => {
      refreshSession(activity.id, from);
      refreshSession(activity.id, to);
    },
  });
  const choice = useSessionChoice({
    activity,
    cart,
    line,
    selection,
    isBusy: actions.isBusy || isMoving,
    onLineChange,
    onFlash: setFlash,
    sessionHeadingRef,
  });
  return {
    ...choice,
    line,
    lineHere,
    selection,
    dialogs,
    actions,
    isMoving,
    moveLine,
    flash,
    setFlash,
    refreshSession,
  };
}

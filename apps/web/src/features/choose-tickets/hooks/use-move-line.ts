import type { LineItem } from '@shop/core/cart';
import { useState } from 'react';
import { describeCartFailure, type Flash } from '../lib/describe-failure.ts';
import type { TicketCart } from '../lib/ticket-cart.ts';

export interface UseMoveLineOptions {
  line: LineItem | null;
  /** The session chosen for the line's tickets. */
  selectedTimeId: number | null;
  ticketCart: TicketCart;
  onLineChange: (lineId: number | null) => void;
  onFlash: (flash: Flash | null) => void;
  /** Both sessions' places change: each is read again. */
  onMoved: (fromTimeId: number, toTimeId: number) => void;
}

/**
 * 'Move My Tickets': the line being edited goes to the session the visitor chose instead. Answers
 * whether it moved, so the page can take focus on from the prompt it replaces.
 */
export function useMoveLine({
  line,
  selectedTimeId,
  ticketCart,
  onLineChange,
  onFlash,
  onMoved,
}: UseMoveLineOptions) {
  const [isMoving, setIsMoving] = useState(false);
  const moveLine = async (): Promise<boolean> => {
    if (!line || selectedTimeId === null || isMoving) return false;
    onFlash(null);
    setIsMoving(true);
    const from = line.eventId;
    try {
      const moved = await ticketCart.updateLine(line.id, { activityTimeId: selectedTimeId });
      onLineChange(moved.id);
      onMoved(from, moved.eventId);
      return true;
    } catch (error) {
      onFlash(describeCartFailure(error));
      return false;
    } finally {
      setIsMoving(false);
    }
  };
  return { isMoving, moveLine };
}

import type { Cart, LineItem } from '@shop/core/cart';
import type { Activity } from '@shop/core/catalogue';
import type { RefObject } from 'react';
import { findLineAt } from '../lib/activity-lines.ts';
import type { Flash } from '../lib/describe-failure.ts';
import type { SessionSelection } from './use-session-selection.ts';

/**
 * The visitor's choice of a date and a session, each clearing the page's flash: a session already
 * in the cart for this activity opens its line instead of a second one, and "Add another session"
 * starts a new line from the session step's heading.
 */
export function useSessionChoice({
  activity,
  cart,
  line,
  selection,
  isBusy,
  onLineChange,
  onFlash,
  sessionHeadingRef,
}: {
  activity: Activity;
  cart: Cart;
  line: LineItem | null;
  selection: SessionSelection;
  /** A change of the cart or a move of the line is under way: the session stays. */
  isBusy: boolean;
  onLineChange: (lineId: number | null) => void;
  onFlash: (flash: Flash | null) => void;
  sessionHeadingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const selectDate = (date: string | null) => {
    onFlash(null);
    selection.selectDate(date);
  };
  const selectTime = (timeId: number) => {
    if (isBusy) return;
    onFlash(null);
    selection.selectTime(timeId);
    if (line) return;
    const existing = findLineAt(cart, activity.id, timeId);
    if (existing) onLineChange(existing.id);
  };
  const addAnotherSession = () => {
    onLineChange(null);
    selection.selectTime(null);
    onFlash(null);
    sessionHeadingRef.current?.focus();
  };
  return { selectDate, selectTime, addAnotherSession };
}

/** Which of the cart's lines the page works on, for the activity it shows. */
import type { Cart, LineItem } from '@shop/core/cart';

/** The activity's line in the cart at the session the visitor chose, when there is one. */
export function findLineAt(cart: Cart, activityId: number, timeId: number) {
  return cart.lineItems.find(
    (item) =>
      item.activityId === activityId &&
      item.primaryActivityId === activityId &&
      item.eventId === timeId,
  );
}

/** The lines the review lists: the edited line and its linked activities' lines that day. */
export function reviewLinesOf(cart: Cart, activityId: number, line: LineItem | null) {
  if (!line) return [];
  return [
    line,
    ...cart.lineItems.filter(
      (item) =>
        item.primaryActivityId === activityId &&
        item.activityId !== activityId &&
        item.startDate === line.startDate,
    ),
  ];
}

/**
 * The cart as GA4 ecommerce data (SPEC section 1, decision 034): one item per ticket type of a
 * line, built by `toAnalyticsItem` like every other event's, plus the donation.
 */
import type { Cart, LineItem } from '@shop/core/cart';
import type { Activity } from '@shop/core/catalogue';
import { centsToDollars, dollarsToCents } from '@shop/core/money';
import type { AnalyticsItem, EcommerceData, EcommerceEventName } from './analytics.ts';
import {
  DONATION_ITEM_ID,
  diffItems,
  mergeItems,
  ticketKind,
  toAnalyticsItem,
  type AnalyticsProduct,
} from './analytics-items.ts';

/** The activities a cart's lines belong to, by id, for their names and categories. */
export type ActivitiesById = ReadonlyMap<
  number,
  Pick<Activity, 'id' | 'displayName' | 'categoryName' | 'location'>
>;

/** Whether every line's activity is known: events wait for it, so their items carry the category. */
export function hasActivitiesOf(cart: Cart, activities: ActivitiesById): boolean {
  return cart.lineItems.every((line) => activities.has(line.activityId));
}

function productOf(line: LineItem, activities: ActivitiesById): AnalyticsProduct {
  return activities.get(line.activityId) ?? { id: line.activityId, displayName: line.displayName };
}

export function toCartItems(
  cart: Cart,
  activities: ActivitiesById,
  donationName: string,
): AnalyticsItem[] {
  const items = cart.lineItems.flatMap((line) =>
    line.lineItemTickets.map((ticket) =>
      toAnalyticsItem(productOf(line, activities), {
        displayName: ticket.displayName,
        kind: ticketKind(ticket),
        price: ticket.price,
        quantity: ticket.quantity,
        coupon: ticket.coupon,
      }),
    ),
  );
  if (cart.donationAmount > 0) {
    items.push(
      toAnalyticsItem(
        { id: DONATION_ITEM_ID, displayName: donationName, categoryName: 'Donation' },
        { price: cart.donationAmount, quantity: 1 },
      ),
    );
  }
  return mergeItems(items);
}

/** value is what the visitor pays: the total, never below zero. */
export function toEcommerceData(
  cart: Cart,
  activities: ActivitiesById,
  donationName: string,
): EcommerceData {
  const coupon = cart.appliedCoupons.map((applied) => applied.coupon).join(',');
  return {
    value: Math.max(cart.total, 0),
    tax: cart.taxes,
    ...(coupon ? { coupon } : {}),
    items: toCartItems(cart, activities, donationName),
  };
}

export interface OrderEditChange {
  receipt: string;
  /** The edit's working cart: its id names the edit, the same for a retried submission. */
  editCartId: number;
  before: { cart: Cart; totalPaid: number };
  after: Cart;
}

/**
 * What an order edit reports: a purchase of only the difference, under a transaction id of its
 * own (`{receipt}-edit-{cart id}`, so GA4 neither drops it as a repeat nor counts the order
 * twice), or a refund of the amount given back against the original receipt; nothing when no
 * money changed hands.
 */
export function toOrderEditEvent(
  change: OrderEditChange,
  activities: ActivitiesById,
  donationName: string,
): { event: EcommerceEventName; data: EcommerceData } | null {
  const dueCents = dollarsToCents(change.after.total) - dollarsToCents(change.before.totalPaid);
  if (dueCents === 0) return null;
  const taxCents = dollarsToCents(change.after.taxes) - dollarsToCents(change.before.cart.taxes);
  const { added, removed } = diffItems(
    toCartItems(change.before.cart, activities, donationName),
    toCartItems(change.after, activities, donationName),
  );
  if (dueCents > 0) {
    return {
      event: 'purchase',
      data: {
        transaction_id: `${change.receipt}-edit-${change.editCartId}`,
        value: centsToDollars(dueCents),
        tax: centsToDollars(Math.max(taxCents, 0)),
        items: added,
      },
    };
  }
  return {
    event: 'refund',
    data: {
      transaction_id: change.receipt,
      value: centsToDollars(-dueCents),
      tax: centsToDollars(Math.max(-taxCents, 0)),
      items: removed,
    },
  };
}

/**
 * The one GA4 item model of the seven ecommerce events (decision 034). Every event describes a
 * product the same way, so GA4 joins a view to the add, the checkout and the purchase:
 * `item_id` is the product (the activity, `membership-{id}`, or `donation`), `item_category` its
 * category, and what was chosen of it (the ticket type or the membership place) is `item_variant`
 * with the ticket's kind in `item_category2`.
 */
import type { AnalyticsItem } from './analytics.ts';

export const DONATION_ITEM_ID = 'donation';

/** What a product is, as far as any page knows it. */
export interface AnalyticsProduct {
  /** The activity's id, or an id already namespaced (membership-3, donation). */
  id: number | string;
  displayName: string;
  categoryName?: string | null | undefined;
  location?: string | null | undefined;
}

/** What of the product is bought: a ticket type, a membership place, a donation. */
export interface AnalyticsChoice {
  displayName?: string | undefined;
  /** Ticket or Add-on for tickets; absent otherwise. */
  kind?: string | undefined;
  /** Decimal dollars, the unit price. */
  price: number;
  quantity: number;
  coupon?: string | null | undefined;
}

/** Where the product was listed (view_item_list). */
export interface AnalyticsListing {
  listId: string;
  listName: string;
  index: number;
}

/** Builds the GA4 item every ecommerce event uses, from a product and what of it is chosen. */
export function toAnalyticsItem(
  product: AnalyticsProduct,
  choice?: AnalyticsChoice,
  listing?: AnalyticsListing,
): AnalyticsItem {
  return {
    item_id: String(product.id),
    item_name: product.displayName,
    ...(product.categoryName ? { item_category: product.categoryName } : {}),
    ...(product.location ? { location_id: product.location } : {}),
    ...(listing
      ? { item_list_id: listing.listId, item_list_name: listing.listName, index: listing.index }
      : {}),
    ...(choice?.kind ? { item_category2: choice.kind } : {}),
    ...(choice?.displayName ? { item_variant: choice.displayName } : {}),
    ...(choice ? { price: choice.price, quantity: choice.quantity } : {}),
    ...(choice?.coupon ? { coupon: choice.coupon } : {}),
  };
}

/** A ticket's kind, item_category2: the same for add_to_cart and everything after it. */
export function ticketKind(ticket: { addOn: boolean }): string {
  return ticket.addOn ? 'Add-on' : 'Ticket';
}

/** Items are the same item when product, variant, price and coupon agree. */
function itemKey(item: AnalyticsItem): string {
  return JSON.stringify([item.item_id, item.item_variant, item.price, item.coupon ?? null]);
}

/** Adds up the quantities of equal items, so two lines of one ticket type read as one item. */
export function mergeItems(items: readonly AnalyticsItem[]): AnalyticsItem[] {
  const merged = new Map<string, AnalyticsItem>();
  for (const item of items) {
    const key = itemKey(item);
    const known = merged.get(key);
    merged.set(
      key,
      known ? { ...known, quantity: (known.quantity ?? 0) + (item.quantity ?? 0) } : { ...item },
    );
  }
  return [...merged.values()];
}

/**
 * What an order edit changed: the items whose quantity went up (`added`, for a purchase of the
 * difference) and those whose quantity went down (`removed`, for a refund), each with the change
 * as its quantity.
 */
export function diffItems(
  before: readonly AnalyticsItem[],
  after: readonly AnalyticsItem[],
): { added: AnalyticsItem[]; removed: AnalyticsItem[] } {
  const beforeByKey = new Map(mergeItems(before).map((item) => [itemKey(item), item]));
  const added: AnalyticsItem[] = [];
  for (const item of mergeItems(after)) {
    const key = itemKey(item);
    const change = (item.quantity ?? 0) - (beforeByKey.get(key)?.quantity ?? 0);
    beforeByKey.delete(key);
    if (change > 0) added.push({ ...item, quantity: change });
    else if (change < 0) beforeByKey.set(key, { ...item, quantity: -change });
  }
  const removed = [...beforeByKey.values()].filter((item) => (item.quantity ?? 0) > 0);
  return { added, removed };
}

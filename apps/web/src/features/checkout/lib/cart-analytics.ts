/** The cart as GA4 ecommerce data (SPEC section 1): one item per ticket line, plus the donation. */
import type { Cart } from '@shop/core/cart';
import type { AnalyticsItem, EcommerceData } from '../../../lib/analytics.ts';

const DONATION_ITEM_ID = 'donation';

function toAnalyticsItems(cart: Cart, donationName: string): AnalyticsItem[] {
  const items = cart.lineItems.flatMap((line) =>
    line.lineItemTickets.map((ticket): AnalyticsItem => ({
      item_id: String(ticket.ticketId),
      item_name: line.displayName,
      item_variant: ticket.displayName,
      item_category: ticket.addOn ? 'Add-on' : 'Ticket',
      price: ticket.price,
      quantity: ticket.quantity,
      ...(ticket.coupon ? { coupon: ticket.coupon } : {}),
    })),
  );
  if (cart.donationAmount > 0) {
    items.push({
      item_id: DONATION_ITEM_ID,
      item_name: donationName,
      item_category: 'Donation',
      price: cart.donationAmount,
      quantity: 1,
    });
  }
  return items;
}

/** value is what the visitor pays: the total, never below zero. */
export function toEcommerceData(cart: Cart, donationName: string): EcommerceData {
  const coupon = cart.appliedCoupons.map((applied) => applied.coupon).join(',');
  return {
    value: Math.max(cart.total, 0),
    tax: cart.taxes,
    ...(coupon ? { coupon } : {}),
    items: toAnalyticsItems(cart, donationName),
  };
}

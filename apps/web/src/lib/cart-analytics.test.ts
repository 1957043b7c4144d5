/**
 * The one item model (decision 034): the seven events describe a product the same way, and an
 * order edit reports only its difference. Issue 17 item 9: before, view_item, add_to_cart and
 * view_cart named the activity and begin_checkout and purchase the ticket type.
 */
import type { Cart, LineItem, LineItemTicket } from '@shop/core/cart';
import { describe, expect, it } from 'vitest';
import { diffItems, ticketKind, toAnalyticsItem } from './analytics-items.ts';
import { toCartItems, toEcommerceData, toOrderEditEvent } from './cart-analytics.ts';

const zipline = {
  id: 7,
  displayName: 'Extreme Zipline Tour',
  categoryName: 'Tours',
  location: null,
};
const activities = new Map([[zipline.id, zipline]]);

function ticket(overrides: Partial<LineItemTicket>): LineItemTicket {
  return {
    ticketId: 41,
    displayName: 'Adult',
    quantity: 1,
    price: 45,
    addOn: false,
    coupon: null,
    ...overrides,
  } as LineItemTicket;
}

function cartOf(tickets: LineItemTicket[], totals: Partial<Cart> = {}): Cart {
  const line = {
    id: 1,
    activityId: 7,
    displayName: 'Extreme Zipline Tour',
    lineItemTickets: tickets,
  };
  return {
    id: 90,
    token: 'cart-token',
    total: 0,
    taxes: 0,
    donationAmount: 0,
    appliedCoupons: [],
    lineItems: [line as LineItem],
    ...totals,
  } as Cart;
}

describe('the GA4 item of every ecommerce event', () => {
  it('names the activity the same way in view_item, add_to_cart and the cart events', () => {
    const viewed = toAnalyticsItem(zipline);
    const added = toAnalyticsItem(zipline, {
      displayName: 'Adult',
      kind: ticketKind({ addOn: false }),
      price: 45,
      quantity: 1,
    });
    const [inCart] = toCartItems(cartOf([ticket({})]), activities, 'Donation');

    expect(viewed).toEqual({
      item_id: '7',
      item_name: 'Extreme Zipline Tour',
      item_category: 'Tours',
    });
    expect(added).toEqual({
      ...viewed,
      item_category2: 'Ticket',
      item_variant: 'Adult',
      price: 45,
      quantity: 1,
    });
    expect(inCart).toEqual(added);
  });

  it('puts the list and position on view_item_list items only', () => {
    expect(
      toAnalyticsItem(zipline, undefined, { listId: 'all', listName: 'All', index: 2 }),
    ).toEqual({
      item_id: '7',
      item_name: 'Extreme Zipline Tour',
      item_category: 'Tours',
      item_list_id: 'all',
      item_list_name: 'All',
      index: 2,
    });
  });

  it('adds up two lines of one ticket type and gives the donation an item of its own', () => {
    const cart = cartOf([ticket({ id: 1 }), ticket({ id: 2, quantity: 2 })], {
      donationAmount: 10,
      total: 145,
      taxes: 0,
    });
    expect(toEcommerceData(cart, activities, 'Donation to SF').items).toEqual([
      expect.objectContaining({ item_id: '7', item_variant: 'Adult', quantity: 3 }),
      {
        item_id: 'donation',
        item_name: 'Donation to SF',
        item_category: 'Donation',
        price: 10,
        quantity: 1,
      },
    ]);
  });
});

describe('an order edit', () => {
  const before = {
    cart: cartOf([ticket({ quantity: 2 })], { total: 90, taxes: 6 }),
    totalPaid: 90,
  };

  it('sends a purchase of only the difference under a transaction id of its own', () => {
    const after = cartOf([ticket({ quantity: 3 })], { id: 95, total: 135, taxes: 9 });
    expect(
      toOrderEditEvent({ receipt: '1001', editCartId: 95, before, after }, activities, 'D'),
    ).toEqual({
      event: 'purchase',
      data: {
        transaction_id: '1001-edit-95',
        value: 45,
        tax: 3,
        items: [expect.objectContaining({ item_id: '7', item_variant: 'Adult', quantity: 1 })],
      },
    });
  });

  it('sends a refund of the amount given back against the original receipt', () => {
    const after = cartOf([ticket({ quantity: 1 })], { id: 95, total: 45, taxes: 3 });
    expect(
      toOrderEditEvent({ receipt: '1001', editCartId: 95, before, after }, activities, 'D'),
    ).toEqual({
      event: 'refund',
      data: {
        transaction_id: '1001',
        value: 45,
        tax: 3,
        items: [expect.objectContaining({ item_id: '7', quantity: 1 })],
      },
    });
  });

  it('sends nothing when no money changed hands', () => {
    const after = cartOf([ticket({ quantity: 2 })], { id: 95, total: 90, taxes: 6 });
    expect(
      toOrderEditEvent({ receipt: '1001', editCartId: 95, before, after }, activities, 'D'),
    ).toBe(null);
  });

  it('reads a changed ticket type as one removed and one added', () => {
    const child = toAnalyticsItem(zipline, { displayName: 'Child', price: 30, quantity: 1 });
    const adult = toAnalyticsItem(zipline, { displayName: 'Adult', price: 45, quantity: 1 });
    expect(diffItems([adult], [child])).toEqual({ added: [child], removed: [adult] });
  });
});

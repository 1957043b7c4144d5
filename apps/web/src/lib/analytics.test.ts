import { expect, it } from 'vitest';
import { trackEcommerceEvent } from './analytics.ts';

it('pushes an ecommerce event in USD onto the dataLayer, clearing the previous ecommerce object first', () => {
  trackEcommerceEvent('view_item', {
    items: [{ item_id: '7', item_name: 'Public Skate', price: 30 }],
    value: 30,
  });
  expect(window.dataLayer).toEqual([
    { ecommerce: null },
    {
      event: 'view_item',
      ecommerce: {
        currency: 'USD',
        value: 30,
        items: [{ item_id: '7', item_name: 'Public Skate', price: 30 }],
      },
    },
  ]);
});

import type { Cart, LineItem } from '@shop/core/cart';
import { describe, expect, it } from 'vitest';
import { findLineAt, reviewLinesOf } from './activity-lines.ts';

const line = (fields: Partial<LineItem>) =>
  ({ primaryActivityId: fields.activityId, ...fields }) as LineItem;
const bobsled = line({ id: 1, activityId: 10, eventId: 100, startDate: '2026-12-01' });
const zipline = line({
  id: 2,
  activityId: 20,
  primaryActivityId: 10,
  eventId: 200,
  startDate: '2026-12-01',
});
const ziplineLater = line({
  id: 3,
  activityId: 20,
  primaryActivityId: 10,
  eventId: 201,
  startDate: '2026-12-02',
});
const cart = { lineItems: [bobsled, zipline, ziplineLater] } as Cart;

describe('the lines the choose-tickets page works on', () => {
  it('finds the activity’s own line at a session, not a linked activity’s', () => {
    expect(findLineAt(cart, 10, 100)).toBe(bobsled);
    expect(findLineAt(cart, 20, 200)).toBeUndefined();
    expect(findLineAt(cart, 10, 999)).toBeUndefined();
  });

  it('reviews the edited line with the linked activities booked with it that day', () => {
    expect(reviewLinesOf(cart, 10, bobsled)).toEqual([bobsled, zipline]);
    expect(reviewLinesOf(cart, 10, null)).toEqual([]);
  });
});

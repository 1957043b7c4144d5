import type { LineItem } from '@shop/core/cart';
import { describe, expect, it } from 'vitest';
import { countTicketTypes, dateLabel, formatLineStart } from './describe-line-item.ts';

const ticket = (displayName: string, quantity: number) =>
  ({ displayName, quantity }) as LineItem['lineItemTickets'][number];

describe('a purchased line', () => {
  it('counts its tickets per type name, in the order bought', () => {
    const line = {
      lineItemTickets: [ticket('Adult', 1), ticket('Child', 2), ticket('Adult', 1)],
    } as LineItem;
    expect(countTicketTypes(line)).toEqual([
      { name: 'Adult', count: 2 },
      { name: 'Child', count: 2 },
    ]);
  });

  it('reads Date within a day and Start Date across days', () => {
    expect(dateLabel({ startDate: '2026-12-10', endDate: '2026-12-10' })).toBe('Date');
    expect(dateLabel({ startDate: '2026-12-10', endDate: '2026-12-11' })).toBe('Start Date');
  });

  it('shows its start as DD MMMM, YYYY with the Denver time', () => {
    expect(
      formatLineStart({ startDate: '2026-12-05', startDatetime: '2026-12-05T12:00:00-07:00' }),
    ).toBe('05 December, 2026 at 12:00 PM');
    expect(
      formatLineStart({ startDate: '2026-07-04', startDatetime: '2026-07-04T16:30:00Z' }),
    ).toBe('04 July, 2026 at 10:30 AM');
  });
});

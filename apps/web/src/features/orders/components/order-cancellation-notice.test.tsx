import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderCancellationNotice } from './order-cancellation-notice.tsx';

const session = {
  activityTimeId: 7,
  activity: 'Public Skate',
  timed: true,
  startDate: '2026-12-10',
  startDatetime: '2026-12-10T19:00:00.000Z',
  reason: 'High winds',
};

describe("a cancelled session's notice on the order page", () => {
  it('names the session, why, and the card refunded', () => {
    render(
      <OrderCancellationNotice
        cancellation={{ wholeOrder: true, sessions: [session] }}
        order={{
          paymentMethod: 'Visa ending in 1111',
          receipt: '100001',
          refunds: [{ amount: 32.18, status: 'succeeded' }],
        }}
      />,
    );
    const notice = screen.getByRole('region', { name: 'Session cancelled' });
    expect(notice).toHaveTextContent(
      'Public Skate on 10 December, 2026 at 12:00 PM was cancelled: High winds.',
    );
    expect(notice).toHaveTextContent('Refunded $32.18 to Visa ending in 1111.');
  });

  it('tells a cash buyer to collect the cash at the window with the order number', () => {
    render(
      <OrderCancellationNotice
        cancellation={{ wholeOrder: true, sessions: [{ ...session, reason: null }] }}
        order={{
          paymentMethod: 'cash',
          receipt: '100002',
          refunds: [{ amount: 64.35, status: 'owed' }],
        }}
      />,
    );
    const notice = screen.getByRole('region', { name: 'Session cancelled' });
    expect(notice).toHaveTextContent(
      'Public Skate on 10 December, 2026 at 12:00 PM was cancelled.',
    );
    expect(notice).toHaveTextContent(
      '$64.35 in cash is waiting for you at the ticket window. Give the clerk your order number, 100002.',
    );
    expect(notice).not.toHaveTextContent('Refunded');
  });
});

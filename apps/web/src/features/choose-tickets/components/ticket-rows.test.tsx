/** The + of an add-on with a stock per session follows what is left of it (decision 079). */
import type { Ticket } from '@shop/core/catalogue';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TicketActions } from '../hooks/use-ticket-actions.ts';
import { TicketRows } from './ticket-rows.tsx';

function addOn(id: number, displayName: string, left?: number): Ticket {
  return {
    id,
    centamanId: `add-on-${id}`,
    activityId: 1,
    eventId: 10,
    costRateId: `rate-${id}`,
    price: 8,
    type: 'AddOn',
    displayName,
    description: null,
    categoryName: null,
    position: id,
    timed: true,
    general: false,
    addOn: true,
    minAge: null,
    maxAge: null,
    ...(left === undefined ? {} : { left }),
  };
}

const actions = {
  addTicket: async () => {},
  removeOne: async () => {},
  pendingTicketId: null,
  isBusy: false,
} as unknown as TicketActions;

describe('add-on rows', () => {
  it('turn the + off for an add-on with none left, and say what is left of a limited one', () => {
    render(
      <TicketRows
        tickets={[addOn(1, 'Locker', 0), addOn(2, 'Photo Package', 3), addOn(3, 'Hot Cocoa')]}
        line={null}
        actions={actions}
        isAddDisabled={false}
        canRemove={() => true}
        className=""
      />,
    );
    expect(screen.getByRole('button', { name: 'Add one Locker' })).toBeDisabled();
    expect(screen.getByText('Sold out for this time')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add one Photo Package' })).toBeEnabled();
    expect(screen.getByText('3 left for this time')).toBeVisible();
    // An unlimited add-on says nothing of a stock.
    expect(screen.getByRole('button', { name: 'Add one Hot Cocoa' })).toBeEnabled();
    expect(screen.getAllByText(/for this time$/)).toHaveLength(2);
  });
});

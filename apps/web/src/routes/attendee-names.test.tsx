import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { bobsledRide, createCart, type LineRequest } from '../test/ticket-orders.ts';

/** Two bobsled riders, each with their own attendee. */
const twoRiders: LineRequest = {
  ...bobsledRide,
  bookingUdfs: [
    { fieldName: 'heard_about_us', value: 'Other' },
    { fieldName: 'party_size', value: 2 },
  ],
  tickets: [
    bobsledRide.tickets[0]!,
    {
      ...bobsledRide.tickets[0]!,
      attendee: { firstName: 'Bo', lastName: 'Racer', dateOfBirth: '1992-03-04' },
    },
  ],
};

describe('who each ticket is for', () => {
  it('the cart names each ticket’s attendee under its ticket type', async () => {
    const cart = await createCart([twoRiders]);
    renderApp(`/activities/cart?cartToken=${cart.token}`);
    const tickets = await screen.findByRole(
      'list',
      { name: 'Tickets for Bobsled Experience' },
      { timeout: 5000 },
    );
    const [riders] = within(tickets).getAllByRole('listitem');
    expect(riders).toHaveTextContent(/2 × Adult Rider.*For Ada Skier, Bo Racer$/);
  });

  it('the checkout names each ticket’s attendee under its ticket type', async () => {
    const cart = await createCart([twoRiders]);
    renderApp(`/activities/payment?cartToken=${cart.token}`);
    const details = await screen.findByRole(
      'region',
      { name: 'Purchase Details' },
      { timeout: 5000 },
    );
    const riders = within(details)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('× Adult Rider'));
    expect(riders).toHaveTextContent(/2 × Adult Rider.*For Ada Skier, Bo Racer$/);
  });
});

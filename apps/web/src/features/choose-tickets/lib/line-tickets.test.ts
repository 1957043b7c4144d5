import type { Cart, LineItem, LineItemTicket } from '@shop/core/cart';
import type { ActivityTime } from '@shop/core/catalogue';
import { formatVacancyLabel } from '@shop/core/vacancy';
import { isTimeSoldOut } from '@shop/core/time-groups';
import { describe, expect, it } from 'vitest';
import { placesInCart, withPlacesInCart } from './line-tickets.ts';

const ticket = (quantity: number, addOn = false) => ({ quantity, addOn }) as LineItemTicket;
const line = (eventId: number, tickets: LineItemTicket[]) =>
  ({ eventId, lineItemTickets: tickets }) as LineItem;
const time = (id: number, vacancy: number) =>
  ({ id, vacancy, soldOut: vacancy <= 0, available: vacancy > 0 }) as ActivityTime;

describe("the visitor's own places at a session", () => {
  const cart = {
    lineItems: [line(100, [ticket(1), ticket(1, true)]), line(200, [ticket(2)])],
  } as Pick<Cart, 'lineItems'>;

  it('counts the tickets of the cart at each session, add-ons taking none', () => {
    expect(placesInCart(cart)).toEqual(
      new Map([
        [100, 1],
        [200, 2],
      ]),
    );
  });

  it('leaves a session not sold out to the visitor who holds its last place', () => {
    const places = placesInCart(cart);
    const held = withPlacesInCart(time(100, 0), places);
    expect(isTimeSoldOut(held)).toBe(false);
    expect(held).toMatchObject({ vacancy: 1, soldOut: false, available: true });
    expect(formatVacancyLabel(held.vacancy)).toBe('1 spot left');
    // A session the visitor has nothing at is sold out when nothing is left.
    expect(isTimeSoldOut(withPlacesInCart(time(300, 0), places))).toBe(true);
    expect(withPlacesInCart(time(200, 3), places).vacancy).toBe(5);
  });
});

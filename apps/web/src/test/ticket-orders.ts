/**
 * Carts and orders made through the real test API, as a visitor's earlier steps would have made
 * them, so a page test starts where the visitor arrives.
 */
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { activitiesResponseSchema, activityTimesResponseSchema } from '@shop/core/catalogue-api';
import { orderResponseSchema, type Order } from '@shop/core/order-api';
import { addPaymentMethodResponseSchema } from '@shop/core/payment';
import { shopDateAt, addDaysToIsoDate } from '@shop/core/shop-time';
import { inject } from 'vitest';

async function call(method: string, path: string, body?: unknown, headers = {}) {
  const response = await fetch(`${inject('apiUrl')}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer;
}

export interface TicketRequest {
  name: string;
  quantity?: number;
  attendee?: { firstName: string; lastName: string; dateOfBirth: string | null };
  attendeeUdfs?: { fieldName: string; value: string | number }[];
}

export interface LineRequest {
  activity: string;
  tickets: TicketRequest[];
  bookingUdfs?: { fieldName: string; value: string | number }[];
}

/** A bobsled ride: its required booking fields and one attendee with their required fields. */
export const bobsledRide: LineRequest = {
  activity: 'Bobsled Experience',
  bookingUdfs: [
    { fieldName: 'heard_about_us', value: 'Other' },
    { fieldName: 'party_size', value: 1 },
  ],
  tickets: [
    {
      name: 'Adult Rider',
      attendee: { firstName: 'Ada', lastName: 'Skier', dateOfBirth: '1990-01-01' },
      attendeeUdfs: [
        { fieldName: 'weight_lbs', value: 150 },
        { fieldName: 'emergency_phone', value: '801-555-0100' },
      ],
    },
  ],
};

async function findActivityId(name: string): Promise<number> {
  const activities = activitiesResponseSchema.parse(await call('GET', '/ticketing/activities'));
  const activity = activities.data.find((resource) => resource.attributes.displayName === name);
  if (!activity) throw new Error(`The demo data has no activity ${name}`);
  return activity.id;
}

/**
 * The first bookable session of the activity from tomorrow on with room for `places`, with its
 * tickets. The demo data has nearly full sessions, and test files share one server.
 */
async function findSession(activityId: number, places: number) {
  const start = addDaysToIsoDate(shopDateAt(new Date()), 1);
  const times = activityTimesResponseSchema.parse(
    await call(
      'GET',
      `/ticketing/activities/${activityId}/activity_times?startDate=${start}&endDate=${addDaysToIsoDate(start, 30)}&includeTickets=true`,
    ),
  );
  const session = times.data.find(
    (resource) => resource.attributes.available && resource.attributes.vacancy >= places,
  );
  if (!session) throw new Error(`No bookable session for activity ${activityId}`);
  return session.attributes;
}

/** A cart holding the given lines, then the donation and coupon if given. */
export async function createCart(
  lines: LineRequest[],
  extras: { donationAmount?: number; coupon?: string } = {},
): Promise<Cart> {
  let cart = cartResponseSchema.parse(await call('GET', '/ticketing/cart')).data.attributes;
  const query = `cart_token=${cart.token}`;
  for (const line of lines) {
    const activityId = await findActivityId(line.activity);
    const places = line.tickets.reduce((sum, ticket) => sum + (ticket.quantity ?? 1), 0);
    const session = await findSession(activityId, places);
    const created = lineItemResponseSchema.parse(
      await call('POST', `/ticketing/line_items?${query}`, {
        activityId,
        activityTimeId: session.id,
        bookingUdfs: line.bookingUdfs ?? [],
      }),
    );
    for (const request of line.tickets) {
      const ticket = session.tickets?.find((candidate) => candidate.displayName === request.name);
      if (!ticket) throw new Error(`${line.activity} has no ticket ${request.name}`);
      await call('POST', `/ticketing/line_items/${created.data.id}/line_item_tickets?${query}`, {
        ticketId: ticket.id,
        quantity: request.quantity ?? 1,
        ...(request.attendee ? { attendee: request.attendee } : {}),
        attendeeUdfs: request.attendeeUdfs ?? [],
      });
    }
  }
  if (extras.donationAmount !== undefined || extras.coupon !== undefined) {
    await call('PATCH', `/ticketing/cart?${query}`, { cart: extras });
  }
  cart = cartResponseSchema.parse(await call('GET', `/ticketing/cart?${query}`)).data.attributes;
  return cart;
}

/** Places the cart's order as the checkout does: the card through the vault, then the order. */
export async function placeOrder(
  cart: Cart,
  { cardNumber = '4111111111111111', email = 'ada@example.org' } = {},
): Promise<Order> {
  let card = {};
  if (cart.total > 0) {
    const vault = `${new URL(inject('apiUrl')).origin}/sandbox-vault/v1/payment_methods.json`;
    const response = await fetch(vault, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        creditCard: {
          kind: 'credit_card',
          fullName: 'Ada Skier',
          number: cardNumber,
          verificationValue: '123',
          month: '12',
          year: '2031',
          retained: false,
        },
        email,
      }),
    });
    const method = addPaymentMethodResponseSchema.parse(await response.json()).transaction
      .payment_method;
    card = {
      cardToken: method.token,
      cardType: method.card_type,
      lastFourDigits: method.last_four_digits,
    };
  }
  const answer = await call(
    'POST',
    `/ticketing/orders?cart_token=${cart.token}`,
    {
      order: {
        customerInfo: {
          firstName: 'Ada',
          lastName: 'Skier',
          email,
          phone: '801-555-0100',
          ...card,
        },
      },
    },
    { 'idempotency-key': crypto.randomUUID() },
  );
  return orderResponseSchema.parse(answer).data.attributes;
}

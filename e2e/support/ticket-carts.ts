import { expect, type APIRequestContext } from '@playwright/test';

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

/** One bobsled ride: its required booking fields and one attendee with their required fields. */
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

interface Resource<T> {
  id: number;
  attributes: T;
}
interface Session {
  id: number;
  available: boolean;
  vacancy: number;
  tickets?: { id: number; displayName: string }[];
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const isoDate = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/**
 * A cart holding the lines (each at a bookable session from two days ahead), then the
 * donation and coupon if given, made through the API as the earlier pages would have.
 */
export async function createCart(
  request: APIRequestContext,
  lines: LineRequest[],
  extras: { donationAmount?: number; coupon?: string } = {},
): Promise<{ token: string }> {
  const cart = await json<{ data: { attributes: { token: string } } }>(
    await request.get('/api/v1/ticketing/cart'),
  );
  const token = cart.data.attributes.token;
  const activities = await json<{ data: Resource<{ displayName: string }>[] }>(
    await request.get('/api/v1/ticketing/activities'),
  );
  for (const line of lines) {
    const activityId = activities.data.find(
      (activity) => activity.attributes.displayName === line.activity,
    )?.id;
    if (!activityId) throw new Error(`No activity ${line.activity}`);
    const times = await json<{ data: Resource<Session>[] }>(
      await request.get(`/api/v1/ticketing/activities/${activityId}/activity_times`, {
        params: { startDate: isoDate(2), endDate: isoDate(60), includeTickets: true },
      }),
    );
    // Tests run in parallel on one database: each takes a session of its own, at random.
    const needed = line.tickets.reduce((sum, ticket) => sum + (ticket.quantity ?? 1), 0);
    const open = times.data.filter(
      (time) => time.attributes.available && time.attributes.vacancy >= needed + 4,
    );
    const session = open[Math.floor(Math.random() * open.length)]?.attributes;
    if (!session) throw new Error(`No bookable session of ${line.activity}`);
    const created = await json<{ data: { id: number } }>(
      await request.post(`/api/v1/ticketing/line_items?cart_token=${token}`, {
        data: { activityId, activityTimeId: session.id, bookingUdfs: line.bookingUdfs ?? [] },
      }),
    );
    for (const ticket of line.tickets) {
      const ticketId = session.tickets?.find((type) => type.displayName === ticket.name)?.id;
      if (!ticketId) throw new Error(`${line.activity} has no ticket ${ticket.name}`);
      await json(
        await request.post(
          `/api/v1/ticketing/line_items/${created.data.id}/line_item_tickets?cart_token=${token}`,
          {
            data: {
              ticketId,
              quantity: ticket.quantity ?? 1,
              ...(ticket.attendee ? { attendee: ticket.attendee } : {}),
              attendeeUdfs: ticket.attendeeUdfs ?? [],
            },
          },
        ),
      );
    }
  }
  if (extras.donationAmount !== undefined || extras.coupon !== undefined) {
    await json(
      await request.patch(`/api/v1/ticketing/cart?cart_token=${token}`, { data: { cart: extras } }),
    );
  }
  return { token };
}

/** The cart as the API has it now. */
export async function readCart(request: APIRequestContext, token: string) {
  const cart = await json<{
    data: { attributes: { token: string; total: number; lineItems: unknown[] } };
  }>(await request.get(`/api/v1/ticketing/cart?cart_token=${token}`));
  return cart.data.attributes;
}

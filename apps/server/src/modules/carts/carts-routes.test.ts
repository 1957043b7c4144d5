import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import {
  cartResponseSchema,
  lineItemResponseSchema,
  lineItemTicketResponseSchema,
  type Cart,
} from '@shop/core/cart';
import { queryRows } from '../../db/database.ts';
import { activityTimes, carts, tickets } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { insertHolds } from '../../test/insert-holds.ts';
import { prepareAddCartTicket, StaleCartView, sweepExpiredHolds } from './hold-places.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
  shopClient(t).api(...args);

async function newCart(): Promise<Cart> {
  return cartResponseSchema.parse((await call('GET', '/ticketing/cart')).body).data.attributes;
}

async function capacityOf(sessionId: number) {
  return (await call('GET', `/ticketing/capacities/${sessionId}`)).body.data.attributes as {
    held: number;
    vacancy: number;
    sold: number;
  };
}

const bookingFields = [
  { fieldName: 'heard_about_us', value: 'Friend or family', fieldType: 'select' },
  { fieldName: 'party_size', value: '2', fieldType: 'numeric' },
  { fieldName: 'arrival_date', value: '2026-12-09', fieldType: 'date' },
];
const rider = (firstName: string) => ({
  attendee: { firstName, lastName: 'Rider', dateOfBirth: '1990-04-02' },
  attendeeUdfs: [
    { fieldName: 'weight_lbs', value: '180' },
    { fieldName: 'emergency_phone', value: '801-555-0100' },
  ],
});

async function addLine(cart: Cart, activity: string, session: string, extra: object = {}) {
  const sessionRow = await ids.session(session);
  const response = await call('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
    activityId: ids.activity(activity),
    activityTimeId: sessionRow.id,
    bookingUdfs: activity === 'bobsled-experience' ? bookingFields : [],
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { session: sessionRow, ...lineItemResponseSchema.parse(response.body).data };
}

function expectError(
  response: { status: number; body: unknown },
  status: number,
  message: string | RegExp,
) {
  expect(response.status).toBe(status);
  const body = apiErrorBodySchema.parse(response.body);
  if (typeof message === 'string') expect(body.errors.message).toBe(message);
  else expect(body.errors.message).toMatch(message);
  return body.errors;
}

describe('GET /ticketing/cart', () => {
  it('gives a new, empty cart an unguessable token, and finds it again by that token', async () => {
    const cart = await newCart();
    expect(cart.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cart).toMatchObject({
      lineItems: [],
      subtotal: 0,
      taxes: 0,
      total: 0,
      donationAmount: 0,
    });
    const again = cartResponseSchema.parse(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    );
    expect(again.data.id).toBe(cart.id);
    const camel = cartResponseSchema.parse(
      (await call('GET', `/ticketing/cart?cartToken=${cart.token}`)).body,
    );
    expect(camel.data.id).toBe(cart.id);
  });

  it('answers an unknown token with a new cart rather than an error', async () => {
    const cart = cartResponseSchema.parse(
      (await call('GET', '/ticketing/cart?cart_token=gone')).body,
    ).data.attributes;
    expect(cart.token).not.toBe('gone');
    expect(cart.lineItems).toEqual([]);
  });
});

describe('line items', () => {
  it('adds a line for a session with its booking fields, serialised with labels', async () => {
    const cart = await newCart();
    const { attributes, additionalData } = await addLine(
      cart,
      'bobsled-experience',
      'bobsled-experience-2026-12-09-14:00',
    );
    expect(attributes).toMatchObject({
      eventName: 'Bobsled Experience',
      startDatetime: '2026-12-09T14:00:00-07:00',
      timed: true,
      lineItemTickets: [],
    });
    expect(attributes.bookingUdfs.find((udf) => udf.fieldName === 'party_size')).toMatchObject({
      label: 'Total party size',
      value: 2,
      fieldType: 'numeric',
    });
    expect(attributes.bookingUdfs.find((udf) => udf.fieldName === 'group_name')!.value).toBeNull();
    expect(additionalData.cart.lineItems).toHaveLength(1);
  });

  it('refuses missing required booking fields, naming each, and adds nothing', async () => {
    const cart = await newCart();
    const session = await ids.session('bobsled-experience-2026-12-09-14:00');
    const errors = expectError(
      await call('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
        activityId: ids.activity('bobsled-experience'),
        activityTimeId: session.id,
        bookingUdfs: [{ fieldName: 'party_size', value: 'x' }],
      }),
      400,
      /bookingUdfs\.heard_about_us: Required field/,
    );
    expect(errors.title).toBe('Invalid Form Fields');
    expect(errors.fields).toEqual({
      'bookingUdfs.party_size': ['Must be a number'],
      'bookingUdfs.heard_about_us': ['Required field'],
    });
    expect(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body.data.attributes
        .lineItems,
    ).toEqual([]);
  });

  it('refuses sold-out and past-cutoff sessions, foreign sessions, unknown carts and bad bodies', async () => {
    const cart = await newCart();
    const soldOut = await ids.session('zipline-tour-2026-12-05-12:00');
    const pastCutoff = await ids
      .session('zipline-tour-2026-12-01-08:00')
      .catch(() => ids.session('bobsled-experience-2026-12-01-10:00'));
    const add = (body: object, token = cart.token) =>
      call('POST', `/ticketing/line_items?cart_token=${token}`, body);
    const zipline = ids.activity('zipline-tour');

    const soldOutError = expectError(
      await add({ activityId: zipline, activityTimeId: soldOut.id }),
      409,
      'The selected number of tickets are not available. Please edit your selection and try again.',
    );
    expect(soldOutError.title).toBe('Invalid Selection');
    expectError(
      await add({
        activityId: ids.activity('bobsled-experience'),
        activityTimeId: pastCutoff.id,
        bookingUdfs: bookingFields,
      }),
      409,
      "We're sorry, there are no available tickets for this time.",
    );
    expectError(
      await add({ activityId: ids.activity('museum-admission'), activityTimeId: soldOut.id }),
      404,
      /Activity time/,
    );
    expectError(
      await add({ activityId: zipline, activityTimeId: soldOut.id }, 'unknown-token'),
      404,
      'Cart was not found.',
    );
    expectError(
      await call('POST', '/ticketing/line_items', { activityId: zipline, activityTimeId: 1 }),
      400,
      /cart_token/,
    );
    expectError(await add({ activityId: 'x' }), 400, /activityId/);
    expect(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body.data.attributes
        .lineItems,
    ).toEqual([]);
  });

  it('changes booking fields in place', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'bobsled-experience', 'bobsled-experience-2026-12-09-14:00');
    const response = await call(
      'PATCH',
      `/ticketing/line_items/${line.id}?cart_token=${cart.token}`,
      {
        bookingUdfs: [...bookingFields.slice(1), { fieldName: 'heard_about_us', value: 'Other' }],
      },
    );
    expect(response.status).toBe(200);
    const updated = lineItemResponseSchema.parse(response.body).data.attributes;
    expect(updated.id).toBe(line.id);
    expect(updated.bookingUdfs.find((udf) => udf.fieldName === 'heard_about_us')!.value).toBe(
      'Other',
    );
  });

  it('deleting a line releases every place it held', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-10-10:00');
    const before = await capacityOf(line.session.id);
    await call(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      {
        ticketId: await ticketId('zipline-adult'),
        quantity: 3,
      },
    );
    expect((await capacityOf(line.session.id)).held).toBe(before.held + 3);
    const response = await call(
      'DELETE',
      `/ticketing/line_items/${line.id}?cart_token=${cart.token}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.additionalData.cart.lineItems).toEqual([]);
    expect((await capacityOf(line.session.id)).held).toBe(before.held);
    expectError(
      await call('DELETE', `/ticketing/line_items/${line.id}?cart_token=${cart.token}`),
      404,
      'Line item was not found.',
    );
  });
});

const ticketId = (code: string) => ticketIdByCode(t.database.db, code);

describe('line item tickets', () => {
  it('adds tickets, holds their places and prices the cart with tax', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-11-12:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const before = await capacityOf(line.session.id);
    const adult = await call('POST', url, {
      ticketId: await ticketId('zipline-adult'),
      quantity: 2,
      price: 0.01,
    });
    expect(adult.status).toBe(201);
    const child = await call('POST', url, { ticketId: await ticketId('zipline-child') });
    const parsed = lineItemTicketResponseSchema.parse(child.body).data;
    expect(parsed.attributes).toMatchObject({
      displayName: 'Child (6-12)',
      quantity: 1,
      price: 35,
    });
    // The browser's price is ignored: 2 × $45 + $35 = $125. Tax is 7.25% per ticket line, each
    // rounded half up: $6.525 -> $6.53 and $2.5375 -> $2.54.
    expect(parsed.additionalData.cart).toMatchObject({ subtotal: 125, taxes: 9.07, total: 134.07 });
    expect(parsed.additionalData.cart.lineItems[0]).toMatchObject({
      subtotal: 125,
      taxes: 9.07,
      total: 134.07,
    });
    expect(parsed.additionalData.cart.holdsExpireAt).toBe(
      new Date(TEST_NOW.getTime() + 15 * 60_000).toISOString(),
    );
    const after = await capacityOf(line.session.id);
    expect(after.held - before.held).toBe(3);
    expect(after.vacancy).toBe(before.vacancy - 3);
  });

  it('requires an attendee per ticket where the activity collects them, with a past date of birth', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'bobsled-experience', 'bobsled-experience-2026-12-09-12:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const adult = await ticketId('bobsled-adult');
    expectError(
      await call('POST', url, { ticketId: adult }),
      400,
      /attendee.firstName: Required field/,
    );
    const future = await call('POST', url, {
      ticketId: adult,
      ...rider('Ann'),
      attendee: { firstName: 'Ann', lastName: 'R', dateOfBirth: '2026-12-02' },
    });
    expect(expectError(future, 400, /dateOfBirth/).fields).toEqual({
      'attendee.dateOfBirth': ['Date of birth cannot be later than today'],
    });
    expectError(
      await call('POST', url, { ticketId: adult, quantity: 2, ...rider('Ann') }),
      400,
      /one ticket per attendee/,
    );
    expectError(
      await call('POST', url, {
        ticketId: adult,
        attendee: rider('Ann').attendee,
        attendeeUdfs: [{ fieldName: 'weight_lbs', value: 'abc' }],
      }),
      400,
      /attendeeUdfs.weight_lbs: Must be a number/,
    );
    const ok = await call('POST', url, { ticketId: adult, ...rider('Ann') });
    expect(ok.status).toBe(201);
    const ticket = lineItemTicketResponseSchema.parse(ok.body).data.attributes;
    expect(ticket.attendee).toEqual({
      firstName: 'Ann',
      lastName: 'Rider',
      dateOfBirth: '1990-04-02',
    });
    expect(ticket.attendeeUdfs.map((udf) => [udf.fieldName, udf.value])).toEqual([
      ['weight_lbs', 180],
      ['emergency_phone', '801-555-0100'],
    ]);
    expect(ok.body.data.additionalData.cart.lineItems[0].lineItemTickets).toHaveLength(1);
  });

  it('refuses more tickets than the activity allows at a time, and more than are left', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'bobsled-experience', 'bobsled-experience-2026-12-09-16:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const adult = await ticketId('bobsled-adult');
    for (const name of ['A', 'B', 'C', 'D'])
      expect((await call('POST', url, { ticketId: adult, ...rider(name) })).status).toBe(201);
    expectError(
      await call('POST', url, { ticketId: adult, ...rider('E') }),
      409,
      'Only 4 tickets may be purchased at a time.',
    );

    const nearly = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-02-10:00'); // 2 places left
    const nearlyUrl = `/ticketing/line_items/${nearly.id}/line_item_tickets?cart_token=${cart.token}`;
    expectError(
      await call('POST', nearlyUrl, { ticketId: await ticketId('zipline-adult'), quantity: 3 }),
      409,
      'The selected number of tickets are not available. Please edit your selection and try again.',
    );
    expect((await capacityOf(nearly.session.id)).held).toBe(0);
    expect(
      (await call('POST', nearlyUrl, { ticketId: await ticketId('zipline-adult'), quantity: 2 }))
        .status,
    ).toBe(201);
    expect((await capacityOf(nearly.session.id)).vacancy).toBe(0);
  });

  it('refuses a ticket of another activity and counts add-ons outside the maximum', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-12-10:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    expectError(
      await call('POST', url, { ticketId: await ticketId('bobsled-adult') }),
      400,
      /ticketId: Is not offered/,
    );
    expect(
      (await call('POST', url, { ticketId: await ticketId('zipline-adult'), quantity: 8 })).status,
    ).toBe(201);
    const photo = await call('POST', url, {
      ticketId: await ticketId('zipline-photo'),
      quantity: 2,
    });
    expect(photo.status).toBe(201);
    expect(photo.body.data.attributes).toMatchObject({ addOn: true, price: 15 });
  });

  it('changes a quantity only when the places exist, and deleting a ticket releases them', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-04-10:00'); // 1 place left
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const added = lineItemTicketResponseSchema.parse(
      (await call('POST', url, { ticketId: await ticketId('zipline-adult') })).body,
    ).data;
    const ticketUrl = `/ticketing/line_items/${line.id}/line_item_tickets/${added.id}?cart_token=${cart.token}`;
    expectError(await call('PATCH', ticketUrl, { quantity: 2 }), 409, /not available/);
    expect((await capacityOf(line.session.id)).held).toBe(1);
    expectError(await call('PATCH', ticketUrl, {}), 400, /Send quantity, attendee or attendeeUdfs/);
    const removed = await call('DELETE', ticketUrl);
    expect(removed.status).toBe(200);
    expect(removed.body.data.additionalData.cart.lineItems[0].lineItemTickets).toEqual([]);
    expect((await capacityOf(line.session.id)).held).toBe(0);
  });
});

describe('add-ons within the passes of a line (SPEC sections 5 and 8)', () => {
  const addOnExcessBody = {
    errors: {
      status: 409,
      code: 'conflict',
      title: 'Invalid Selection',
      message:
        'Add-on ticket quantities may not exceed the total number of selected passes. Please edit your add-on selections and try again.',
    },
  };

  async function ticketsOf(cart: Cart) {
    const now = cartResponseSchema.parse(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
    return now.lineItems.flatMap((line) =>
      line.lineItemTickets.map((ticket) => [ticket.displayName, ticket.quantity]),
    );
  }

  it('refuses add-ons beyond the passes chosen, in the spec’s words, and changes nothing', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-14-12:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const photo = await ticketId('zipline-photo');

    const alone = await call('POST', url, { ticketId: photo });
    expect(alone.status).toBe(409);
    expect(alone.body).toEqual(addOnExcessBody);
    expect(await ticketsOf(cart)).toEqual([]);
    expect((await capacityOf(line.session.id)).held).toBe(0);

    await call('POST', url, { ticketId: await ticketId('zipline-adult'), quantity: 2 });
    expect((await call('POST', url, { ticketId: photo, quantity: 3 })).body).toEqual(
      addOnExcessBody,
    );
    const two = lineItemTicketResponseSchema.parse(
      (await call('POST', url, { ticketId: photo, quantity: 2 })).body,
    ).data;
    const photoUrl = `/ticketing/line_items/${line.id}/line_item_tickets/${two.id}?cart_token=${cart.token}`;
    const more = await call('PATCH', photoUrl, { quantity: 3 });
    expect(more.status).toBe(409);
    expect(more.body).toEqual(addOnExcessBody);
    expect((await call('POST', url, { ticketId: photo })).body).toEqual(addOnExcessBody);

    expect(await ticketsOf(cart)).toEqual([
      ['Adult', 2],
      ['Photo Package', 2],
    ]);
    expect((await capacityOf(line.session.id)).held).toBe(4);
  });

  it('refuses to take the passes below the add-ons, but lets the whole line go with them', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-14-14:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const ticketUrl = (id: number) =>
      `/ticketing/line_items/${line.id}/line_item_tickets/${id}?cart_token=${cart.token}`;
    const add = async (code: string, quantity: number) =>
      lineItemTicketResponseSchema.parse(
        (await call('POST', url, { ticketId: await ticketId(code), quantity })).body,
      ).data.id;
    const adults = await add('zipline-adult', 2);
    const child = await add('zipline-child', 1);
    const photos = await add('zipline-photo', 3);

    const fewer = await call('PATCH', ticketUrl(adults), { quantity: 1 });
    expect(fewer.status).toBe(409);
    expect(fewer.body).toEqual(addOnExcessBody);
    const removed = await call('DELETE', ticketUrl(child));
    expect(removed.status).toBe(409);
    expect(removed.body).toEqual(addOnExcessBody);
    expect(await ticketsOf(cart)).toEqual([
      ['Adult', 2],
      ['Child (6-12)', 1],
      ['Photo Package', 3],
    ]);
    expect((await capacityOf(line.session.id)).held).toBe(6);

    // Fewer add-ons first, then the pass can go.
    expect((await call('PATCH', ticketUrl(photos), { quantity: 2 })).status).toBe(200);
    expect((await call('DELETE', ticketUrl(child))).status).toBe(200);
    expect(await ticketsOf(cart)).toEqual([
      ['Adult', 2],
      ['Photo Package', 2],
    ]);
    const gone = await call('DELETE', `/ticketing/line_items/${line.id}?cart_token=${cart.token}`);
    expect(gone.status).toBe(200);
    expect(await ticketsOf(cart)).toEqual([]);
    expect((await capacityOf(line.session.id)).held).toBe(0);
  });

  it('lets concurrent add-on requests together take no more add-ons than passes', async () => {
    // Meaningful on PostgreSQL: without the line lock in countLineTicketsLocked, 6 to 8 of the 8
    // requests succeeded there (checked on 2026-11-22). On PGlite the requests run one by one.
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-14-16:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    await call('POST', url, { ticketId: await ticketId('zipline-adult'), quantity: 2 });
    const photo = await ticketId('zipline-photo');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', url, { ticketId: photo })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(2);
    for (const refused of responses.filter((response) => response.status !== 201))
      expect(refused.body).toEqual(addOnExcessBody);
    expect(await ticketsOf(cart)).toEqual([
      ['Adult', 2],
      ['Photo Package', 1],
      ['Photo Package', 1],
    ]);
    expect((await capacityOf(line.session.id)).held).toBe(4);
  });
});

describe('moving a line to another session', () => {
  it('re-adds the tickets at the new session, same booking fields, and releases the old places', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'public-skate', 'public-skate-2026-12-01-12:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    await call('POST', url, { ticketId: await ticketId('skate-admission'), quantity: 2 });
    await call('POST', url, { ticketId: await ticketId('skate-rental'), quantity: 2 });
    const target = await ids.session('public-skate-2026-12-03-16:00');
    const before = { old: await capacityOf(line.session.id), target: await capacityOf(target.id) };

    const response = await call(
      'PATCH',
      `/ticketing/line_items/${line.id}?cart_token=${cart.token}`,
      {
        activityTimeId: target.id,
      },
    );
    expect(response.status).toBe(200);
    const moved = lineItemResponseSchema.parse(response.body).data;
    expect(moved.id).not.toBe(line.id);
    expect(moved.attributes.eventId).toBe(target.id);
    expect(
      moved.attributes.lineItemTickets.map((ticket) => [ticket.displayName, ticket.quantity]),
    ).toEqual([
      ['Skate Admission', 2],
      ['Skate Rental', 2],
    ]);
    // Dynamic pricing: the admission takes the new session's price.
    const sessionPrice = (
      await call(
        'GET',
        `/ticketing/activities/${ids.activity('public-skate')}/activity_times/${target.id}?includeTickets=true`,
      )
    ).body.data.attributes.tickets[0].price;
    expect(moved.attributes.lineItemTickets[0]!.price).toBe(sessionPrice);
    expect(moved.additionalData.cart.lineItems).toHaveLength(1);
    expect((await capacityOf(line.session.id)).held).toBe(before.old.held - 4);
    expect((await capacityOf(target.id)).held).toBe(before.target.held + 4);
  });

  it('uses the first ticket of the new session where the old ticket type is gone', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'snowshoe-tour', 'snowshoe-tour-2026-12-08-10:00');
    const child = await ticketId('snowshoe-child');
    await call(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      { ticketId: child },
    );
    await t.database.db.update(tickets).set({ active: false }).where(eq(tickets.id, child));
    try {
      const target = await ids.session('snowshoe-tour-2026-12-08-13:00');
      const moved = lineItemResponseSchema.parse(
        (
          await call('PATCH', `/ticketing/line_items/${line.id}?cart_token=${cart.token}`, {
            activityTimeId: target.id,
          })
        ).body,
      ).data.attributes;
      expect(moved.lineItemTickets.map((ticket) => ticket.displayName)).toEqual(['Adult']);
    } finally {
      await t.database.db.update(tickets).set({ active: true }).where(eq(tickets.id, child));
    }
  });

  it('keeps the line where it was when the new session has too few places', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-13-10:00');
    await call(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      {
        ticketId: await ticketId('zipline-adult'),
        quantity: 3,
      },
    );
    const nearlyFull = await ids.session('zipline-tour-2026-12-02-10:00');
    expectError(
      await call('PATCH', `/ticketing/line_items/${line.id}?cart_token=${cart.token}`, {
        activityTimeId: nearlyFull.id,
      }),
      409,
      /not available/,
    );
    const cartNow = (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body.data
      .attributes as Cart;
    expect(cartNow.lineItems.map((item) => item.id)).toEqual([line.id]);
    expect((await capacityOf(line.session.id)).held).toBe(3);
  });
});

describe('the cart an added ticket answers with', () => {
  it('is the cart as GET reads it, after every add across lines, attendees and add-ons', async () => {
    const cart = await newCart();
    const cartNow = async () =>
      cartResponseSchema.parse((await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body)
        .data.attributes;
    const add = async (line: { id: number }, body: object) => {
      const added = await call(
        'POST',
        `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
        body,
      );
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const answered = lineItemTicketResponseSchema.parse(added.body).data.additionalData.cart;
      expect(answered).toEqual(await cartNow());
      return answered;
    };
    const bobsled = await addLine(
      cart,
      'bobsled-experience',
      'bobsled-experience-2026-12-09-12:00',
    );
    const zipline = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-11-12:00');
    await add(zipline, { ticketId: await ticketId('zipline-child'), quantity: 2 });
    await add(bobsled, { ticketId: await ticketId('bobsled-adult'), ...rider('Ann') });
    // An adult after a child: the answer lists tickets by the type's position, as GET does.
    await add(zipline, { ticketId: await ticketId('zipline-adult'), quantity: 1 });
    await add(bobsled, { ticketId: await ticketId('bobsled-adult'), ...rider('Bo') });
    const last = await add(zipline, { ticketId: await ticketId('zipline-adult'), quantity: 2 });
    expect(last.lineItems.map((item) => item.lineItemTickets.length)).toEqual([2, 3]);
  });

  it('is read again when the cart changed between the read and the add', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-11-12:00');
    const [cartRow] = await queryRows<{ id: number; version: string }>(
      t.database.db,
      sql`select id, xmin::text as version from carts where token = ${cart.token}`,
    );
    const adult = await ticketId('zipline-adult');
    const addWith = (version: string) =>
      queryRows<{ cart_unchanged: boolean; coupon_count: number }>(
        t.database.db,
        sql`select cart_unchanged, coupon_count from add_cart_ticket(${cartRow!.id}, ${line.id},
          ${line.session.id}, ${adult}, 1, 4500, 725, null, '[]'::jsonb, false,
          ${new Date(TEST_NOW.getTime() + 15 * 60_000).toISOString()}::timestamptz,
          ${TEST_NOW.toISOString()}::timestamptz, ${version}, false)`,
      );
    // The version read first matches; after that add touched the cart, it no longer does.
    expect((await addWith(cartRow!.version))[0]).toEqual({ cart_unchanged: true, coupon_count: 0 });
    expect((await addWith(cartRow!.version))[0]).toEqual({
      cart_unchanged: false,
      coupon_count: 0,
    });
  });
});

describe('hold expiry', () => {
  it('renews a cart’s holds on activity only when they would gain a minute or more', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'snowshoe-tour', 'snowshoe-tour-2026-12-15-10:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const adult = await ticketId('snowshoe-adult');
    const expiryAfterAdd = async (msLater: number) => {
      t.now.value = new Date(TEST_NOW.getTime() + msLater);
      const added = await call('POST', url, { ticketId: adult, quantity: 1 });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      return lineItemTicketResponseSchema.parse(added.body).data.additionalData.cart.holdsExpireAt;
    };
    const fifteenMinutes = 15 * 60_000;
    try {
      expect(await expiryAfterAdd(0)).toBe(
        new Date(TEST_NOW.getTime() + fifteenMinutes).toISOString(),
      );
      // 30 s later the first hold would gain 30 s: it is left as it is.
      expect(await expiryAfterAdd(30_000)).toBe(
        new Date(TEST_NOW.getTime() + fifteenMinutes).toISOString(),
      );
      // 100 s later both would gain more than a minute: every hold runs 15 minutes from now.
      expect(await expiryAfterAdd(100_000)).toBe(
        new Date(TEST_NOW.getTime() + 100_000 + fifteenMinutes).toISOString(),
      );
      // With under 30 s left, the holds are not renewed: another cart, on a clock a little
      // ahead, may already count them as expired. They lapse and are taken again.
      const lastSeconds = 100_000 + fifteenMinutes - 20_000;
      expect(await expiryAfterAdd(lastSeconds)).toBe(
        new Date(TEST_NOW.getTime() + 100_000 + fifteenMinutes).toISOString(),
      );
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('stops counting an expired hold at once, takes it again on the next visit, and sweeps old ones', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'snowshoe-tour', 'snowshoe-tour-2026-12-15-10:00');
    await call(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      {
        ticketId: await ticketId('snowshoe-adult'),
        quantity: 2,
      },
    );
    const held = (await capacityOf(line.session.id)).held;
    try {
      t.now.value = new Date(TEST_NOW.getTime() + 15 * 60_000 + 1);
      expect((await capacityOf(line.session.id)).held).toBe(held - 2);
      const swept = await sweepExpiredHolds(
        t.database.db,
        new Date(t.now.value.getTime() + 60_001),
      );
      expect(swept).toBeGreaterThan(0);
      // Visiting the cart takes the places again for another 15 minutes.
      const cartNow = (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body.data
        .attributes as Cart;
      expect(cartNow.holdsExpireAt).toBe(
        new Date(t.now.value.getTime() + 15 * 60_000).toISOString(),
      );
      expect((await capacityOf(line.session.id)).held).toBe(held);
    } finally {
      t.now.value = TEST_NOW;
    }
  });
});

describe('POST /ticketing/event_holds/{id}', () => {
  it('holds the cart’s places at the session and says how many, for the right cart only', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'snowshoe-tour', 'snowshoe-tour-2026-12-16-10:00');
    await call(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      {
        ticketId: await ticketId('snowshoe-adult'),
        quantity: 2,
      },
    );
    const response = await call(
      'POST',
      `/ticketing/event_holds/${line.session.id}?cart_token=${cart.token}&cart_id=${cart.id}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({
      activityTimeId: line.session.id,
      cartId: cart.id,
      quantity: 2,
    });
    expectError(
      await call(
        'POST',
        `/ticketing/event_holds/${line.session.id}?cart_token=${cart.token}&cart_id=${cart.id + 1000}`,
      ),
      400,
      /cart_id: Does not match the cart/,
    );
  });
});

/** Places in a session's holds rows, and its held counter: equal whatever wrote the holds. */
async function heldRowsAndCounter(sessionId: number) {
  const [row] = await queryRows<{ held: number; counter: number }>(
    t.database.db,
    sql`select coalesce(sum(h.quantity), 0)::int as held,
          (select held from activity_times where id = ${sessionId}) as counter
        from holds h where h.activity_time_id = ${sessionId}`,
  );
  return row;
}

describe('capacity under concurrency', () => {
  it('200 concurrent adds for the last 10 places leave exactly 10 held and vacancy 0', async () => {
    // How the guard was checked: with the session lock removed, this test fails on PostgreSQL
    // (20 of the 200 adds succeeded on 2026-11-22: ten places oversold), because concurrent
    // transactions each see the same committed holds. The guard is now the conditional update of
    // the session's held counter in `take_places` (migration 0009). Replacing it with a read of
    // the places left followed by an unconditional update (and a 1 ms sleep between them) made
    // this test fail again on 2026-11-22 (21 adds succeeded). With the guard it passes.
    // On PGlite (one connection) the adds are serialised anyway; the test still checks the count.
    const session = await ids.session('zipline-tour-2026-12-20-14:00');
    await t.database.db
      .update(activityTimes)
      .set({ sold: session.capacity - 10 })
      .where(eq(activityTimes.id, session.id));
    const adult = await ticketId('zipline-adult');
    const lines = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const cart = await newCart();
        const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-20-14:00');
        return { cart, line };
      }),
    );
    const results = await Promise.all(
      lines.map(({ cart, line }) =>
        call(
          'POST',
          `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
          { ticketId: adult },
        ),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    expect(await capacityOf(session.id)).toMatchObject({ held: 10, vacancy: 0 });
    expect(await heldRowsAndCounter(session.id)).toEqual({ held: 10, counter: 10 });
  }, 60_000); // 200 transactions in turn on one PGlite connection take a while under CI load

  it('60 concurrent adds where only expired holds leave room, with a sweep among them, hold exactly the room', async () => {
    // The counters say full, so every add takes the path that locks the session and counts the
    // expired holds in a new statement (take_places, migration 0009), while the sweep deletes
    // those holds and gives their places back to the counter.
    const session = await ids.session('zipline-tour-2026-12-20-10:00');
    await t.database.db
      .update(activityTimes)
      .set({ sold: session.capacity - 20 })
      .where(eq(activityTimes.id, session.id));
    await insertHolds(
      t.database.db,
      Array.from({ length: 4 }, () => ({
        activityTimeId: session.id,
        quantity: 5,
        expiresAt: new Date(TEST_NOW.getTime() - 120_000),
      })),
    );
    const adult = await ticketId('zipline-adult');
    const lines = await Promise.all(
      Array.from({ length: 60 }, async () => {
        const cart = await newCart();
        const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-20-10:00');
        return { cart, line };
      }),
    );
    const adds = lines.map(({ cart, line }) =>
      call('POST', `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`, {
        ticketId: adult,
      }),
    );
    const swept = sweepExpiredHolds(t.database.db, TEST_NOW);
    const statuses = (await Promise.all(adds)).map((result) => result.status);
    expect(await swept).toBe(4);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await capacityOf(session.id)).toMatchObject({ held: 20, vacancy: 0 });
    expect(await heldRowsAndCounter(session.id)).toEqual({ held: 20, counter: 20 });
  }, 60_000);
});

describe('adding a ticket to a cart ordered meanwhile', () => {
  it('is refused by the database and writes nothing', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'snowshoe-tour', 'snowshoe-tour-2026-12-17-10:00');
    const [read] = await queryRows<{ version: string }>(
      t.database.db,
      sql`select xmin::text as version from carts where id = ${cart.id}`,
    );
    // The order is placed after the server read the cart and before its add reaches the cart.
    await t.database.db
      .update(carts)
      .set({ orderedAt: TEST_NOW })
      .where(eq(carts.id, Number(cart.id)));
    const before = await capacityOf(line.session.id);
    const addCartTicket = prepareAddCartTicket(t.database.db);
    const addAfterOrder = async (strict: boolean) =>
      addCartTicket({
        cartId: Number(cart.id),
        lineItemId: Number(line.id),
        activityTimeId: line.session.id,
        ticketId: await ticketId('snowshoe-adult'),
        quantity: 1,
        priceCents: 4500,
        taxRateBps: 0,
        attendee: null,
        attendeeUdfs: [],
        checkAddOns: false,
        expiresAt: new Date(TEST_NOW.getTime() + 15 * 60_000),
        now: TEST_NOW,
        seenVersion: read!.version,
        strict,
      });
    await expect(addAfterOrder(false)).rejects.toMatchObject({
      message: 'This cart has already been ordered. Start a new cart to buy more tickets.',
    });
    // A strict add (on a cart as kept from before) leaves the refusal to a fresh read.
    await expect(addAfterOrder(true)).rejects.toBeInstanceOf(StaleCartView);
    expect(await capacityOf(line.session.id)).toEqual(before);
    const [tickets] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from line_item_tickets where line_item_id = ${line.id}`,
    );
    expect(tickets!.count).toBe(0);
  });
});

/**
 * The walk-up sale's cart (decision 059): released at once when the seller starts over, and one
 * ticket per attendee for an activity that collects attendee details, by the shop's cart rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkUpCartResponseSchema, walkUpSessionsResponseSchema } from '@shop/core/walk-up-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs } from '../staff/staff-test-kit.ts';
import { createWalkUpTestKit, TODAY_NOON } from './walk-up-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { soldAt, walkUpCart, sell } = createWalkUpTestKit(
  () => t,
  () => ids,
);

describe('the walk-up cart', () => {
  it('releases an unsold cart when the seller starts over: the vacancy comes back at once; a sold cart is frozen', async () => {
    const { client } = await logInAs(t, 'box-office');
    const vacancy = async () => {
      const { data } = walkUpSessionsResponseSchema.parse(
        (await client.call('GET', '/walk-up/sessions')).body,
      );
      const session = (await ids.session(TODAY_NOON)).id;
      return data.activities.flatMap((entry) => entry.sessions).find((s) => s.id === session)!
        .vacancy;
    };
    const before = await vacancy();
    const cart = walkUpCartResponseSchema.parse(
      (await walkUpCart(client, TODAY_NOON, 3)).body,
    ).data;
    expect(await vacancy()).toBe(before - 3);

    const released = await client.call('POST', '/walk-up/carts/release', {
      body: { cartToken: cart.token },
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(walkUpCartResponseSchema.parse(released.body).data.lineItems).toEqual([]);
    expect(await vacancy()).toBe(before);
    // Pressed twice (a lost answer): nothing left to release, nothing else changes.
    const again = await client.call('POST', '/walk-up/carts/release', {
      body: { cartToken: cart.token },
    });
    expect(again.status).toBe(200);
    expect(await vacancy()).toBe(before);

    const sold = walkUpCartResponseSchema.parse(
      (await walkUpCart(client, TODAY_NOON, 1)).body,
    ).data;
    expect(
      (
        await sell(client, {
          cartToken: sold.token,
          buyer: { firstName: 'Walk', lastName: 'Up' },
          payment: { method: 'cash', tenderedCents: 5000 },
        })
      ).status,
    ).toBe(201);
    const soldBefore = await soldAt(TODAY_NOON);
    const frozen = await client.call('POST', '/walk-up/carts/release', {
      body: { cartToken: sold.token },
    });
    expect(frozen.status).toBe(409);
    expect(await soldAt(TODAY_NOON)).toBe(soldBefore);
    const unknown = await client.call('POST', '/walk-up/carts/release', {
      body: { cartToken: 'no-such-cart' },
    });
    expect(unknown.status).toBe(404);
  });

  it('holds one ticket per attendee for an activity that collects them, and refuses one without', async () => {
    const { client } = await logInAs(t, 'box-office');
    const session = await ids.session('bobsled-experience-2026-12-01-12:00');
    const ticketId = await ticketIdByCode(t.database.db, 'bobsled-adult');
    const attendeeUdfs = [
      { fieldName: 'weight_lbs', value: 180 },
      { fieldName: 'emergency_phone', value: '801-555-0100' },
    ];
    const bookingUdfs = [
      { fieldName: 'heard_about_us', value: 'Other' },
      { fieldName: 'party_size', value: 2 },
    ];
    const without = await client.call('POST', '/walk-up/carts', {
      body: { activityTimeId: session.id, bookingUdfs, tickets: [{ ticketId, quantity: 2 }] },
    });
    // The shop's own refusal: a ticket with attendee details is one place.
    expect(without.status).toBe(400);
    expect(JSON.stringify(without.body)).toContain('Add one ticket per attendee');

    const answer = await client.call('POST', '/walk-up/carts', {
      body: {
        activityTimeId: session.id,
        bookingUdfs,
        tickets: [
          {
            ticketId,
            quantity: 1,
            attendee: { firstName: 'Ada', lastName: 'Racer', dateOfBirth: '1990-03-05' },
            attendeeUdfs,
          },
          {
            ticketId,
            quantity: 1,
            attendee: { firstName: 'Bo', lastName: 'Sled', dateOfBirth: '1988-01-01' },
            attendeeUdfs,
          },
        ],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const tickets = walkUpCartResponseSchema.parse(answer.body).data.lineItems[0]!.lineItemTickets;
    expect(tickets.map((ticket) => [ticket.quantity, ticket.attendee?.firstName])).toEqual([
      [1, 'Ada'],
      [1, 'Bo'],
    ]);
  });
});

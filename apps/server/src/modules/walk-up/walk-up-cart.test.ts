/**
 * The walk-up sale's cart (decision 059): released at once when the seller starts over, and one
 * ticket per attendee for an activity that collects attendee details, by the shop's cart rules.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  walkUpCartResponseSchema,
  walkUpSessionsResponseSchema,
  walkUpTexts,
} from '@shop/core/walk-up-api';
import { sql } from 'drizzle-orm';
import { findDemoIds } from '../../seed/demo-data.ts';
import { ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { keyReusedMessage } from '../sales/index.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { createWalkUpTestKit, TODAY_NOON } from './walk-up-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { rows, soldAt, walkUpCart, sell } = createWalkUpTestKit(
  () => t,
  () => ids,
);

/** The noon session's vacancy, as the window's list of today's sessions shows it. */
async function vacancyAtNoon(client: AdminClient) {
  const { data } = walkUpSessionsResponseSchema.parse(
    (await client.call('GET', '/walk-up/sessions')).body,
  );
  const session = (await ids.session(TODAY_NOON)).id;
  return data.activities.flatMap((entry) => entry.sessions).find((s) => s.id === session)!.vacancy;
}

describe('the walk-up cart', () => {
  it('releases an unsold cart when the seller starts over: the vacancy comes back at once; a sold cart is frozen', async () => {
    const { client } = await logInAs(t, 'box-office');
    const vacancy = () => vacancyAtNoon(client);
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
    const key = randomUUID();
    const without = await client.call('POST', '/walk-up/carts', {
      headers: { 'idempotency-key': key },
      body: { activityTimeId: session.id, bookingUdfs, tickets: [{ ticketId, quantity: 2 }] },
    });
    // The shop's own refusal: a ticket with attendee details is one place.
    expect(without.status).toBe(400);
    expect(JSON.stringify(without.body)).toContain('Add one ticket per attendee');
    // A refused hold keeps no key: the clerk's corrected hold may be sent under it.
    expect(await rows(sql`select 1 from walk_up_holds where idempotency_key = ${key}`)).toEqual([]);

    const answer = await client.call('POST', '/walk-up/carts', {
      headers: { 'idempotency-key': key },
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

  it('holds once per key: the hold sent again answers the cart it held, another body under the key is refused, and a hold without a key holds nothing', async () => {
    const { client } = await logInAs(t, 'box-office');
    const before = await vacancyAtNoon(client);
    const key = randomUUID();
    const first = await walkUpCart(client, TODAY_NOON, 2, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // The answer was lost and the clerk holds the same tickets again.
    const again = await walkUpCart(client, TODAY_NOON, 2, key);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const held = walkUpCartResponseSchema.parse(first.body).data;
    const heldAgain = walkUpCartResponseSchema.parse(again.body).data;
    expect(heldAgain.token).toBe(held.token);
    expect(heldAgain.lineItems).toEqual(held.lineItems);
    expect(await vacancyAtNoon(client)).toBe(before - 2);

    const other = await walkUpCart(client, TODAY_NOON, 3, key);
    expect(other.status).toBe(409);
    expect(other.body.errors.message).toBe(keyReusedMessage);
    const without = await client.call('POST', '/walk-up/carts', {
      body: {
        activityTimeId: (await ids.session(TODAY_NOON)).id,
        tickets: [{ ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'), quantity: 1 }],
      },
    });
    expect(without.status).toBe(400);
    expect(JSON.stringify(without.body)).toContain(
      'Send an Idempotency-Key header (a new random value for each hold)',
    );
    expect(await vacancyAtNoon(client)).toBe(before - 2);
  });

  it('says a hold still being made is, and takes over one its process left, giving back what it held', async () => {
    const { client } = await logInAs(t, 'box-office');
    // The hash of the body of one adult, as the server stores it for a hold of one.
    const oneKey = randomUUID();
    expect((await walkUpCart(client, TODAY_NOON, 1, oneKey)).status).toBe(201);
    const [{ request_hash: hashOfOne }] = (await rows<{ request_hash: string }>(
      sql`select request_hash from walk_up_holds where idempotency_key = ${oneKey}`,
    )) as [{ request_hash: string }];
    // A hold whose request is still holding its places, and one whose process stopped after
    // holding its place, before marking its key three minutes ago.
    const now = t.now.value.getTime();
    const abandoned = randomUUID();
    expect((await walkUpCart(client, TODAY_NOON, 1, abandoned)).status).toBe(201);
    await rows(
      sql`update walk_up_holds set held_at = null,
            created_at = ${new Date(now - 3 * 60_000).toISOString()}::timestamptz
          where idempotency_key = ${abandoned} returning idempotency_key`,
    );
    const before = await vacancyAtNoon(client);
    const [cart] = await rows<{ id: number }>(
      sql`insert into carts (token) values (${randomUUID()}) returning id`,
    );
    const building = randomUUID();
    await rows(
      sql`insert into walk_up_holds (idempotency_key, cart_id, request_hash, created_at)
          values (${building}, ${cart!.id}, ${hashOfOne},
            ${new Date(now - 10_000).toISOString()}::timestamptz)
          returning idempotency_key`,
    );
    const inProgress = await walkUpCart(client, TODAY_NOON, 1, building);
    expect(inProgress.status).toBe(409);
    expect(inProgress.body.errors.message).toBe(walkUpTexts.holdInProgress);
    expect(await vacancyAtNoon(client)).toBe(before);
    // Taken over: the stopped request's place is given back as the new request holds one.
    const takenOver = await walkUpCart(client, TODAY_NOON, 1, abandoned);
    expect(takenOver.status, JSON.stringify(takenOver.body)).toBe(201);
    expect(await vacancyAtNoon(client)).toBe(before);
    // The key is now the new cart's, held: sent again, it answers that cart and holds nothing.
    const held = walkUpCartResponseSchema.parse(takenOver.body).data;
    expect(
      await rows(
        sql`select cart_id, held_at is not null as held from walk_up_holds
            where idempotency_key = ${abandoned}`,
      ),
    ).toEqual([{ cart_id: held.id, held: true }]);
    const repeat = await walkUpCart(client, TODAY_NOON, 1, abandoned);
    expect(walkUpCartResponseSchema.parse(repeat.body).data.token).toBe(held.token);
    expect(await vacancyAtNoon(client)).toBe(before);
  });

  it('holds once when the same hold is sent twice at once: the other answers the same cart, or that it is still being held', async () => {
    const { client } = await logInAs(t, 'box-office');
    const before = await vacancyAtNoon(client);
    const key = randomUUID();
    const answers = await Promise.all([
      walkUpCart(client, TODAY_NOON, 2, key),
      walkUpCart(client, TODAY_NOON, 2, key),
    ]);
    const held = answers.filter((answer) => answer.status === 201);
    expect(held.length).toBeGreaterThan(0);
    const tokens = held.map((answer) => walkUpCartResponseSchema.parse(answer.body).data.token);
    expect(new Set(tokens).size).toBe(1);
    for (const answer of answers.filter((each) => each.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.errors.message).toBe(walkUpTexts.holdInProgress);
    }
    expect(await vacancyAtNoon(client)).toBe(before - 2);
  });
});

/**
 * Membership places at the walk-up window (issue 31, decision 095): the box office finds a member
 * with the gate's lookup, sees what their household's pass holders may book at one of today's
 * sessions, and sells a holder's included place at no charge, a member price and a guest with
 * the public tickets of the sale, claimed as the shop claims them and audited with the sale.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@shop/core/cart';
import { passPlacesResponseSchema } from '@shop/core/pass-booking';
import { passPlaceTexts } from '@shop/core/pass-place-labels';
import { passHolderLookupResponseSchema } from '@shop/core/pass-holder-lookup-api';
import { staffTexts } from '@shop/core/staff-api';
import {
  walkUpCartResponseSchema,
  walkUpSaleResponseSchema,
  walkUpTexts,
} from '@shop/core/walk-up-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { expectError } from '../carts/carts-test-kit.ts';
import { buyDualPass } from '../passes/pass-places-test-kit.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { createWalkUpTestKit, TODAY_NOON } from './walk-up-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let clerk: AdminClient;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
  clerk = (await logInAs(t, 'box-office')).client;
});
afterAll(() => t.close());

const { rows, sell } = createWalkUpTestKit(
  () => t,
  () => ids,
);
const ticket = (code: string) => ticketIdByCode(t.database.db, code);
const skateAt = (time: string) => ids.session(`public-skate-2026-12-01-${time}`);

/** A Dual Pass household (Ada and Bo Skier) found at the window by its login e-mail. */
async function findHousehold(label: string) {
  const email = `walk.up.${label}.${Date.now()}@example.org`;
  await buyDualPass(t, email);
  const found = await clerk.call('GET', `/check-in/pass-holders?q=${encodeURIComponent(email)}`);
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  const holders = passHolderLookupResponseSchema.parse(found.body).data;
  expect(holders.map((holder) => holder.name)).toEqual(['Ada Skier', 'Bo Skier']);
  return { ada: holders[0]!.memberId, bo: holders[1]!.memberId };
}

async function placesAt(sessionId: number, memberId: number, client = clerk) {
  const answer = await client.call(
    'GET',
    `/walk-up/pass-places?activity_time_id=${sessionId}&member_id=${memberId}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return passPlacesResponseSchema.parse(answer.body).data.attributes.holders;
}

function holdCart(body: object) {
  return clerk.call('POST', '/walk-up/carts', {
    headers: { 'idempotency-key': randomUUID() },
    body,
  });
}

const ticketsOf = (cart: Cart) => cart.lineItems.flatMap((line) => line.lineItemTickets);

async function heldAt(sessionId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from holds where activity_time_id = ${sessionId}
      and expires_at > ${t.now.value.toISOString()}::timestamptz`,
  );
  return row!.n;
}

describe('membership places at the walk-up window', () => {
  it('lists the household of any member found, with each holder’s included place at no charge', async () => {
    const { ada, bo } = await findHousehold('list');
    const session = await skateAt('10:00');
    // Bo was found, and the household is read from him: both holders are listed.
    const holders = await placesAt(session.id, bo);
    expect(holders.map((holder) => [holder.memberId, holder.firstName])).toEqual([
      [ada, 'Ada'],
      [bo, 'Bo'],
    ]);
    expect(holders[0]).toMatchObject({
      booked: false,
      lineItemTicketId: null,
      guestPassesLeft: 2,
      options: [
        expect.objectContaining({
          ticketId: await ticket('skate-admission'),
          benefit: 'included',
          price: 0,
        }),
      ],
    });
  });

  it('sells two included places at no charge with a public ticket in cash, audited with its membership places', async () => {
    const { ada, bo } = await findHousehold('included');
    const session = await skateAt('12:00');
    const admission = await ticket('skate-admission');
    const held = await holdCart({
      activityTimeId: session.id,
      tickets: [{ ticketId: admission, quantity: 1 }],
      passPlaces: [
        { memberId: ada, ticketId: admission },
        { memberId: bo, ticketId: admission },
      ],
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const cart = walkUpCartResponseSchema.parse(held.body).data;
    const tickets = ticketsOf(cart);
    const publicTicket = tickets.find((line) => line.passPlace === null)!;
    expect(tickets.filter((line) => line.passPlace !== null)).toEqual([
      expect.objectContaining({
        price: 0,
        total: 0,
        passPlace: { memberId: ada, benefit: 'included', holderName: 'Ada Skier' },
      }),
      expect.objectContaining({
        price: 0,
        passPlace: { memberId: bo, benefit: 'included', holderName: 'Bo Skier' },
      }),
    ]);
    // Only the public ticket is charged.
    expect(cart.subtotal).toBe(publicTicket.price);
    expect(cart.total).toBe(publicTicket.total);

    const sold = await sell(clerk, {
      cartToken: cart.token,
      buyer: { firstName: 'Ada', lastName: 'Skier' },
      payment: { method: 'cash', tenderedCents: 10_000 },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const sale = walkUpSaleResponseSchema.parse(sold.body).data;
    expect(sale.totalPaidCents).toBe(Math.round(publicTicket.total * 100));
    const [audit] = await rows<{ action: string; after: Record<string, unknown> }>(
      sql`select action, after from audit_log where entity = 'order'
        and entity_id = ${String(sale.orderId)}`,
    );
    expect(audit).toMatchObject({
      action: 'order.walk-up-sale',
      after: { membershipPlaces: 2, totalPaidCents: sale.totalPaidCents },
    });
    // Sold, the holders' places here are taken: the window and the shop see them booked.
    expect((await placesAt(session.id, ada)).map((holder) => holder.booked)).toEqual([true, true]);
  });

  it('sells a member price and a guest at it, the guest counted against the guest passes', async () => {
    const { ada } = await findHousehold('member.price');
    const session = await ids.session(TODAY_NOON);
    const adult = await ticket('zipline-adult');
    const [option] = (await placesAt(session.id, ada))[0]!.options;
    // 20% off the $45 adult zipline.
    expect(option).toMatchObject({
      ticketId: adult,
      benefit: 'member-price',
      price: 36,
      publicPrice: 45,
    });
    const held = await holdCart({
      activityTimeId: session.id,
      passPlaces: [
        { memberId: ada, ticketId: adult },
        { memberId: ada, ticketId: adult, guest: true },
      ],
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const cart = walkUpCartResponseSchema.parse(held.body).data;
    expect(ticketsOf(cart).map((line) => [line.price, line.passPlace?.benefit])).toEqual([
      [36, 'member-price'],
      [36, 'guest'],
    ]);
    expect(cart.subtotal).toBe(72);
    const sold = await sell(clerk, {
      cartToken: cart.token,
      buyer: { firstName: 'Ada', lastName: 'Skier' },
      payment: { method: 'cash', tenderedCents: 10_000 },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect((await placesAt(session.id, ada))[0]).toMatchObject({
      booked: true,
      guestPassesLeft: 1,
    });
  });

  it('refuses a holder’s second place at a session, and holds nothing of the refused cart', async () => {
    const { ada } = await findHousehold('twice');
    const session = await skateAt('14:00');
    const admission = await ticket('skate-admission');
    const body = {
      activityTimeId: session.id,
      tickets: [{ ticketId: admission, quantity: 2 }],
      passPlaces: [{ memberId: ada, ticketId: admission }],
    };
    expect((await holdCart(body)).status).toBe(201);
    const heldBefore = await heldAt(session.id);
    expectError(await holdCart(body), 409, passPlaceTexts.alreadyBooked('Ada Skier'));
    // The refused cart's two public places went back on sale with it.
    expect(await heldAt(session.id)).toBe(heldBefore);
  });

  it('refuses a member with no pass, an unknown member, another day and an empty cart', async () => {
    const { ada } = await findHousehold('refusals');
    const session = await skateAt('16:00');
    const admission = await ticket('skate-admission');
    const email = `no.pass.${Date.now()}@example.org`;
    const registered = await shopClient(t).api('POST', '/memberships/register', {
      firstName: 'Cy',
      lastName: 'Nopass',
      email,
      password: 'Groomed-Trail-2026!',
      passwordConfirmation: 'Groomed-Trail-2026!',
    });
    expect(registered.status).toBe(201);
    const [cy] = await rows<{ id: number }>(
      sql`select member_id as id from member_credentials where email = ${email}`,
    );
    expect(await placesAt(session.id, cy!.id)).toEqual([]);
    expectError(
      await holdCart({
        activityTimeId: session.id,
        passPlaces: [{ memberId: cy!.id, ticketId: admission }],
      }),
      409,
      passPlaceTexts.notEntitled('Cy Nopass'),
    );

    expectError(
      await clerk.call(
        'GET',
        `/walk-up/pass-places?activity_time_id=${session.id}&member_id=999999`,
      ),
      404,
      'Member was not found.',
    );
    const tomorrow = await ids.session('public-skate-2026-12-02-12:00');
    expectError(
      await clerk.call(
        'GET',
        `/walk-up/pass-places?activity_time_id=${tomorrow.id}&member_id=${ada}`,
      ),
      422,
      walkUpTexts.notToday,
    );
    const empty = await holdCart({ activityTimeId: session.id, tickets: [], passPlaces: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.fields.tickets).toEqual([walkUpTexts.nothingChosen]);
    const hostile = await clerk.call(
      'GET',
      `/walk-up/pass-places?activity_time_id=${session.id}&member_id=1%00`,
    );
    expect(hostile.status).toBe(400);
  });

  it('is refused to check-in staff, who do not sell', async () => {
    const { ada } = await findHousehold('roles');
    const session = await skateAt('18:00');
    const { client } = await logInAs(t, 'check-in');
    const answer = await client.call(
      'GET',
      `/walk-up/pass-places?activity_time_id=${session.id}&member_id=${ada}`,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.errors.message).toBe(staffTexts.forbidden);
    const { client: manager } = await logInAs(t, 'manager');
    expect((await placesAt(session.id, ada, manager)).length).toBe(2);
  });
});

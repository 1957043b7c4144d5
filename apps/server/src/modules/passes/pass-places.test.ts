/**
 * Booking with a pass over HTTP (issue 31): a Dual Pass household books public skating at no
 * charge for its two holders, a third place is charged, member prices and guest passes apply,
 * and no holder gets a second place at a session, in this cart, another cart or an order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, lineItemTicketResponseSchema } from '@shop/core/cart';
import { orderResponseSchema } from '@shop/core/order-api';
import { passPlaceTexts } from '@shop/core/pass-place-labels';
import { findDemoIds } from '../../seed/demo-data.ts';
import { ticketIdByCode } from '../../test/shop-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectError } from '../carts/carts-test-kit.ts';
import { buyDualPass, passPlacesKit } from './pass-places-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { api, cartAt, readPlaces, addPlace, orderCart } = passPlacesKit(() => t);
const ticket = (code: string) => ticketIdByCode(t.database.db, code);
const skateAt = (time: string) => ids.session(`public-skate-2026-12-01-${time}`);

describe('membership places at an included activity', () => {
  it('gives each holder one place at no charge; a third place and a second try are refused or charged', async () => {
    const { bearer } = await buyDualPass(t, `places.${Date.now()}@example.org`);
    const session = await skateAt('12:00');
    const at = await cartAt(session);
    const admission = await ticket('skate-admission');

    const offered = await readPlaces(bearer, session.id, at.cart);
    expect(offered.map((holder) => holder.firstName)).toEqual(['Ada', 'Bo']);
    expect(offered[0]!.options).toEqual([
      expect.objectContaining({
        ticketId: admission,
        benefit: 'included',
        price: 0,
      }),
    ]);
    // The session's own (demand) price is what a third place pays.
    const publicPrice = offered[0]!.options[0]!.publicPrice;
    expect(publicPrice).toBeGreaterThan(0);
    expect(offered[0]!.booked).toBe(false);

    for (const holder of offered) {
      const added = await addPlace(bearer, at, { memberId: holder.memberId, ticketId: admission });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const attributes = lineItemTicketResponseSchema.parse(added.body).data.attributes;
      expect(attributes.price).toBe(0);
      expect(attributes.total).toBe(0);
      expect(attributes.passPlace).toEqual({
        memberId: holder.memberId,
        benefit: 'included',
        holderName: `${holder.firstName} Skier`,
      });
    }
    expectError(
      await addPlace(bearer, at, { memberId: offered[0]!.memberId, ticketId: admission }),
      409,
      passPlaceTexts.alreadyBooked('Ada Skier'),
    );
    // A third place is an ordinary ticket, at the public price.
    const third = await api(
      'POST',
      `/ticketing/line_items/${at.lineId}/line_item_tickets?cart_token=${at.cart.token}`,
      { ticketId: admission, quantity: 1 },
    );
    expect(third.status).toBe(201);
    const cart = lineItemTicketResponseSchema.parse(third.body).data.additionalData.cart;
    expect(cart.subtotal).toBe(publicPrice);

    const after = await readPlaces(bearer, session.id, at.cart);
    expect(after.every((holder) => holder.booked && holder.lineItemTicketId !== null)).toBe(true);
    // A membership place is one person's: no quantity change.
    const placeId = after[0]!.lineItemTicketId!;
    expectError(
      await api(
        'PATCH',
        `/ticketing/line_items/${at.lineId}/line_item_tickets/${placeId}?cart_token=${at.cart.token}`,
        { quantity: 2 },
      ),
      409,
      passPlaceTexts.onePlace,
    );
  });

  it('refuses a holder’s place in a second cart while the first holds it, and gives it once removed', async () => {
    const { bearer } = await buyDualPass(t, `two.carts.${Date.now()}@example.org`);
    const session = await skateAt('14:00');
    const admission = await ticket('skate-admission');
    const first = await cartAt(session);
    const second = await cartAt(session);
    const [ada] = await readPlaces(bearer, session.id);
    const held = await addPlace(bearer, first, { memberId: ada!.memberId, ticketId: admission });
    expect(held.status).toBe(201);
    expectError(
      await addPlace(bearer, second, { memberId: ada!.memberId, ticketId: admission }),
      409,
      passPlaceTexts.alreadyBooked('Ada Skier'),
    );
    expect((await readPlaces(bearer, session.id, second.cart))[0]).toMatchObject({
      booked: true,
      lineItemTicketId: null,
    });
    const placeId = lineItemTicketResponseSchema.parse(held.body).data.id;
    const removed = await api(
      'DELETE',
      `/ticketing/line_items/${first.lineId}/line_item_tickets/${placeId}?cart_token=${first.cart.token}`,
    );
    expect(removed.status).toBe(200);
    expect(
      (await addPlace(bearer, second, { memberId: ada!.memberId, ticketId: admission })).status,
    ).toBe(201);
  });

  it('counts an ordered place: once bought, the holder has no place left at that session', async () => {
    const { bearer } = await buyDualPass(t, `ordered.${Date.now()}@example.org`);
    const session = await skateAt('16:00');
    const admission = await ticket('skate-admission');
    const at = await cartAt(session);
    const [ada] = await readPlaces(bearer, session.id);
    expect(
      (await addPlace(bearer, at, { memberId: ada!.memberId, ticketId: admission })).status,
    ).toBe(201);
    const ordered = await orderCart(at.cart);
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    expect(orderResponseSchema.parse(ordered.body).data.attributes.totalPaid).toBe(0);

    const again = await cartAt(session);
    expectError(
      await addPlace(bearer, again, { memberId: ada!.memberId, ticketId: admission }),
      409,
      passPlaceTexts.alreadyBooked('Ada Skier'),
    );
  });
});

describe('the sale', () => {
  it('refuses a cart whose lapsed place another cart took meanwhile, before selling it twice', async () => {
    const { bearer } = await buyDualPass(t, `lapsed.${Date.now()}@example.org`);
    const session = await ids.session('public-skate-2026-12-02-12:00');
    const admission = await ticket('skate-admission');
    const first = await cartAt(session);
    const [ada] = await readPlaces(bearer, session.id);
    expect(
      (await addPlace(bearer, first, { memberId: ada!.memberId, ticketId: admission })).status,
    ).toBe(201);
    const startedAt = t.now.value;
    try {
      // The first cart is left past its hold; a second cart takes Ada's place.
      t.now.value = new Date(startedAt.getTime() + 3 * 3_600_000);
      const second = await cartAt(session);
      expect(
        (await addPlace(bearer, second, { memberId: ada!.memberId, ticketId: admission })).status,
      ).toBe(201);
      expectError(await orderCart(first.cart), 409, passPlaceTexts.takenElsewhere);
    } finally {
      t.now.value = startedAt;
    }
  });
});

describe('member prices and guests', () => {
  it('prices a lesson at the member price, and brings guests while guest passes last', async () => {
    const { bearer } = await buyDualPass(t, `lesson.${Date.now()}@example.org`);
    const session = await skateAt('18:00');
    const admission = await ticket('skate-admission');
    const at = await cartAt(session);
    const [ada] = await readPlaces(bearer, session.id);
    // The Dual Pass gives 2 guest passes a term, at the holder's price (here none).
    expect(ada!.guestPassesLeft).toBe(2);
    for (let guest = 0; guest < 2; guest += 1) {
      const added = await addPlace(bearer, at, {
        memberId: ada!.memberId,
        ticketId: admission,
        guest: true,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(
        lineItemTicketResponseSchema.parse(added.body).data.attributes.passPlace?.benefit,
      ).toBe('guest');
    }
    expectError(
      await addPlace(bearer, at, { memberId: ada!.memberId, ticketId: admission, guest: true }),
      409,
      passPlaceTexts.noGuestPasses('Ada Skier'),
    );
    expect((await readPlaces(bearer, session.id))[0]!.guestPassesLeft).toBe(0);

    const lessons = (await t.database.db.query.activityTimes.findFirst({
      where: (times, { and, eq, gt }) =>
        and(
          eq(times.activityId, ids.activity('learn-to-skate')),
          gt(times.startsAt, new Date(t.now.value.getTime() + 4 * 86_400_000)),
          eq(times.sold, 0),
        ),
      orderBy: (times, { asc }) => [asc(times.startsAt)],
    }))!;
    const lesson = await cartAt(lessons);
    const [offer] = (await readPlaces(bearer, lessons.id, lesson.cart))[0]!.options;
    expect(offer).toMatchObject({ benefit: 'member-price', price: 20 });
    const added = await addPlace(bearer, lesson, {
      memberId: ada!.memberId,
      ticketId: offer!.ticketId,
      attendeeUdfs: [
        { fieldName: 'skill_level', value: 'Beginner' },
        { fieldName: 'helmet_size', value: 'Medium' },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const attributes = lineItemTicketResponseSchema.parse(added.body).data.attributes;
    expect(attributes.price).toBe(20);
    expect(attributes.passPlace?.benefit).toBe('member-price');
  });
});

describe('refusals', () => {
  it('asks for a member session, and refuses another household’s holder and what is not entitled', async () => {
    const ours = await buyDualPass(t, `ours.${Date.now()}@example.org`);
    const theirs = await buyDualPass(t, `theirs.${Date.now()}@example.org`);
    const session = await skateAt('10:00');
    const admission = await ticket('skate-admission');
    const at = await cartAt(session);
    const [theirAda] = await readPlaces(theirs.bearer, session.id);

    const anonymous = await api(
      'POST',
      `/ticketing/line_items/${at.lineId}/pass_places?cart_token=${at.cart.token}`,
      { memberId: theirAda!.memberId, ticketId: admission },
    );
    expect(anonymous.status).toBe(401);
    expectError(
      await addPlace(ours.bearer, at, { memberId: theirAda!.memberId, ticketId: admission }),
      404,
      /Pass holder/,
    );
    const rental = await ticket('skate-rental');
    const [ourAda] = await readPlaces(ours.bearer, session.id);
    expectError(
      await addPlace(ours.bearer, at, { memberId: ourAda!.memberId, ticketId: rental }),
      409,
      passPlaceTexts.notEntitled('Ada Skier'),
    );
    const cart = cartResponseSchema.parse(
      (await api('GET', `/ticketing/cart?cart_token=${at.cart.token}`)).body,
    ).data.attributes;
    expect(cart.lineItems[0]!.lineItemTickets).toEqual([]);
  });
});

/**
 * Offers of places that came back to a sold-out session (issue 34, decision 103), on a real
 * database: in the list's order, exactly the places free, held for the entry until the offer
 * lapses, then passed on; never the same places twice, even when two rounds run at once.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntryResponseSchema, waitlistTexts } from '@shop/core/waitlist-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { createCatalogueRepository } from '../catalogue/catalogue-repository.ts';
import { createOfferReader } from '../catalogue/read-offer.ts';
import { UndeliverableMessageError } from '../notifications/index.ts';
import { offerFreedPlaces, placesToOffer } from './offer-freed-places.ts';
import { buildWaitlistOfferMessage } from './waitlist-email.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp({ settings: { MEMBER_RATE_LIMIT_PER_ACCOUNT: '50' } });
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
  shopClient(t).api(...args);
const deps = () => ({
  db: t.database.db,
  readOffer: createOfferReader(createCatalogueRepository(t.database.db), () => t.now.value),
  clock: () => t.now.value,
  offerHours: 12,
});
const offerRound = () => offerFreedPlaces(deps());
const brand = {
  foundationName: 'Wasatch Legacy Foundation',
  supportEmail: 'help@example.org',
  publicUrl: 'https://tickets.example.org',
};

type Session = Awaited<ReturnType<typeof ids.session>>;

async function setFree(session: Session, free: number) {
  await queryRows(
    t.database.db,
    sql`update activity_times set sold = capacity - ${free} where id = ${session.id} returning id`,
  );
}

/** Joins the list with a new address; answers its entry's link. */
async function joinAs(session: Session, places: number, acceptsFewer = false) {
  const email = `offer.${randomUUID()}@example.org`;
  const answer = await api(
    'POST',
    `/ticketing/activities/${session.activityId}/activity_times/${session.id}/waitlist`,
    { email, places, acceptsFewer },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [row] = (await queryRows(
    t.database.db,
    sql`select o.payload->>'token' as token, e.id from outbox o
      join waitlist_entries e on e.id = (o.payload->>'entryId')::int
      where o.kind = 'waitlist-joined' and e.email = ${email} order by o.id desc limit 1`,
  )) as { token: string; id: number }[];
  return { email, token: row!.token, id: row!.id };
}

async function entry(token: string) {
  const answer = await api('GET', `/waitlist/${token}`);
  expect(answer.status).toBe(200);
  return waitlistEntryResponseSchema.parse(answer.body).data;
}

/** Whether a visitor's new cart can take one place of the session now. */
async function visitorCanBuyOne(session: Session) {
  const cart = (await api('GET', '/ticketing/cart')).body as {
    data: { attributes: { token: string } };
  };
  const token = cart.data.attributes.token;
  const line = await api('POST', `/ticketing/line_items?cart_token=${token}`, {
    activityId: session.activityId,
    activityTimeId: session.id,
  });
  // A sold-out session takes no new line.
  if (line.status !== 201) return false;
  const lineId = (line.body as { data: { id: number } }).data.id;
  const added = await api(
    'POST',
    `/ticketing/line_items/${lineId}/line_item_tickets?cart_token=${token}`,
    {
      ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'),
      quantity: 1,
    },
  );
  return added.status === 201;
}

describe('offering places that came back', () => {
  it('offers them in the order joined, skips an entry they do not fit, and passes on a lapsed offer', async () => {
    t.now.value = TEST_NOW;
    const session = await ids.session('zipline-tour-2026-12-13-10:00');
    await setFree(session, 0);
    const a = await joinAs(session, 2);
    const b = await joinAs(session, 3);
    const c = await joinAs(session, 1);
    const d = await joinAs(session, 3, true);

    expect(await offerRound()).toBe(0);
    await setFree(session, 2);
    expect(await offerRound()).toBe(1);
    const offered = await entry(a.token);
    expect(offered.position).toBeNull();
    expect(offered.offer).toMatchObject({
      places: 2,
      state: 'held',
      expiresAt: new Date(TEST_NOW.getTime() + 12 * HOUR).toISOString(),
    });
    expect((await entry(b.token)).position).toBe(1);
    expect((await entry(d.token)).position).toBe(3);
    // The places are the entry's: another visitor finds the session sold out.
    expect(await visitorCanBuyOne(session)).toBe(false);
    const cart = await api('GET', `/ticketing/cart?cart_token=${offered.offer!.cartToken}`);
    expect(cart.body).toMatchObject({
      data: {
        attributes: { lineItems: [{ eventId: session.id, lineItemTickets: [{ quantity: 2 }] }] },
      },
    });
    const message = await buildWaitlistOfferMessage(
      { db: t.database.db, readOffer: deps().readOffer, clock: () => t.now.value },
      { entryId: a.id },
      brand,
    );
    expect(message.to).toBe(a.email);
    expect(message.text).toContain(
      'We are holding 2 places for you until 8:00 PM on December 1, 2026',
    );
    expect(message.text).toContain(
      `https://tickets.example.org/activities/cart?cartToken=${offered.offer!.cartToken}`,
    );

    // Two more come back: B wants three and waits; C takes one, D takes the last one (fewer).
    await setFree(session, 4);
    expect(await offerRound()).toBe(2);
    expect((await entry(b.token)).position).toBe(1);
    expect((await entry(c.token)).offer).toMatchObject({ places: 1, state: 'held' });
    expect((await entry(d.token)).offer).toMatchObject({ places: 1, state: 'held' });

    // Thirteen hours on, every offer lapsed: their four places go to B, next in line.
    t.now.value = new Date(TEST_NOW.getTime() + 13 * HOUR);
    expect((await entry(a.token)).offer).toMatchObject({ state: 'lapsed', cartToken: null });
    await expect(
      buildWaitlistOfferMessage(
        { db: t.database.db, readOffer: deps().readOffer, clock: () => t.now.value },
        { entryId: a.id },
        brand,
      ),
    ).rejects.toBeInstanceOf(UndeliverableMessageError);
    expect(await offerRound()).toBe(1);
    expect((await entry(b.token)).offer).toMatchObject({ places: 3, state: 'held' });
    // The place left is sold. A lapsed entry joins again at the end of the line; one whose
    // places are held is told where they are.
    await setFree(session, 3);
    const again = await api(
      'POST',
      `/ticketing/activities/${session.activityId}/activity_times/${session.id}/waitlist`,
      { email: a.email, places: 2 },
    );
    expect(again.body).toMatchObject({ data: { position: 1 } });
    const held = await api(
      'POST',
      `/ticketing/activities/${session.activityId}/activity_times/${session.id}/waitlist`,
      { email: b.email, places: 2 },
    );
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({ errors: { message: waitlistTexts.alreadyOffered } });
    t.now.value = TEST_NOW;
  });

  it('never offers the same places twice when two rounds run at once', async () => {
    t.now.value = TEST_NOW;
    const session = await ids.session('zipline-tour-2026-12-13-12:00');
    await setFree(session, 0);
    const entries = [];
    for (let n = 0; n < 4; n += 1) entries.push(await joinAs(session, 1));
    await setFree(session, 3);
    const [first, second] = await Promise.all([offerRound(), offerRound()]);
    expect(first + second).toBe(3);
    const states = await Promise.all(
      entries.map(async ({ token }) => (await entry(token)).offer?.state),
    );
    expect(states).toEqual(['held', 'held', 'held', undefined]);
    const [places] = (await queryRows(
      t.database.db,
      sql`select capacity - sold - held as free from activity_times where id = ${session.id}`,
    )) as { free: number }[];
    expect(places!.free).toBe(0);
  });

  it('gives the places back at once when an offered entry leaves the list', async () => {
    t.now.value = TEST_NOW;
    const session = await ids.session('zipline-tour-2026-12-13-14:00');
    await setFree(session, 0);
    const a = await joinAs(session, 2);
    await setFree(session, 2);
    expect(await offerRound()).toBe(1);
    expect(await visitorCanBuyOne(session)).toBe(false);
    expect((await api('DELETE', `/waitlist/${a.token}`)).status).toBe(204);
    expect(await visitorCanBuyOne(session)).toBe(true);
  });
});

describe('the places an entry is offered', () => {
  it('are all it asked for, or fewer only if it takes fewer', () => {
    expect(placesToOffer({ places: 2, acceptsFewer: false }, 5)).toBe(2);
    expect(placesToOffer({ places: 3, acceptsFewer: false }, 2)).toBe(0);
    expect(placesToOffer({ places: 3, acceptsFewer: true }, 2)).toBe(2);
    expect(placesToOffer({ places: 3, acceptsFewer: true }, 0)).toBe(0);
  });
});

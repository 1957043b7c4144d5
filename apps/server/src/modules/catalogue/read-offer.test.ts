import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCatalogueRepository } from './catalogue-repository.ts';
import { createOfferReader, type Offer, type OfferCacheOptions } from './read-offer.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

/** Raises a ticket type's price and a session's capacity, as an operator's import would. */
async function changeCatalogue(ticketId: number, sessionId: number, by: number) {
  await t.database.db.execute(
    sql`update tickets set price_cents = price_cents + ${by} where id = ${ticketId}`,
  );
  await t.database.db.execute(
    sql`update activity_times set capacity = capacity + ${by} where id = ${sessionId}`,
  );
}

function offerReader(options: OfferCacheOptions) {
  return createOfferReader(createCatalogueRepository(t.database.db), () => t.now.value, options);
}

function priceOf(offer: Offer, ticketId: number): number {
  return offer.tickets.find((offered) => offered.row.id === ticketId)!.row.priceCents;
}

describe('readOffer', () => {
  it('keeps the catalogue part for cacheMs, and reads the session and its places fresh', async () => {
    // Not from 0: lru-cache reads a start time of 0 as "no start".
    const ttl = { at: 1_000, now: () => ttl.at };
    const readOffer = offerReader({ cacheMs: 5_000, ttlClock: ttl });
    const activityId = ids.activity('zipline-tour');
    const session = await ids.session('zipline-tour-2026-12-15-10:00');
    const before = await readOffer(activityId, session.id);
    const ticket = before.tickets.find((offered) => !offered.row.addOn)!;
    await changeCatalogue(ticket.row.id, session.id, 7);
    try {
      const cached = await readOffer(activityId, session.id);
      expect(priceOf(cached, ticket.row.id)).toBe(ticket.row.priceCents);
      expect(cached.session.vacancy).toBe(before.session.vacancy + 7);

      ttl.at += 5_001;
      const renewed = await readOffer(activityId, session.id);
      expect(priceOf(renewed, ticket.row.id)).toBe(ticket.row.priceCents + 7);
    } finally {
      await changeCatalogue(ticket.row.id, session.id, -7);
    }
  });

  it('reads everything every time with cacheMs 0', async () => {
    const readOffer = offerReader({ cacheMs: 0 });
    const activityId = ids.activity('zipline-tour');
    const session = await ids.session('zipline-tour-2026-12-15-10:00');
    const before = await readOffer(activityId, session.id);
    const ticket = before.tickets.find((offered) => !offered.row.addOn)!;
    await changeCatalogue(ticket.row.id, session.id, 3);
    try {
      const after = await readOffer(activityId, session.id);
      expect(priceOf(after, ticket.row.id)).toBe(ticket.row.priceCents + 3);
    } finally {
      await changeCatalogue(ticket.row.id, session.id, -3);
    }
  });

  it('refuses a session of another activity, cached or not', async () => {
    const readOffer = offerReader({ cacheMs: 5_000 });
    const session = await ids.session('zipline-tour-2026-12-15-10:00');
    await expect(readOffer(ids.activity('snowshoe-tour'), session.id)).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('takes a session read with its held counter while the counter leaves places, else reads it', async () => {
    const readOffer = offerReader({ cacheMs: 0 });
    const activityId = ids.activity('zipline-tour');
    const { held, ...row } = await ids.session('zipline-tour-2026-12-15-10:00');
    const now = t.now.value;
    // A counter that leaves places stands for the session: its vacancy is a lower bound.
    const counted = { ...row, heldCounter: held + 3 };
    const bounded = await readOffer(activityId, row.id, { session: counted, now });
    expect(bounded.session.vacancy).toBe(row.capacity - row.sold - held - 3);
    // One that leaves none may count expired holds: the session is read as it is.
    const full = { ...row, heldCounter: row.capacity - row.sold };
    const read = await readOffer(activityId, row.id, { session: full, now });
    expect(read.session.vacancy).toBe((await readOffer(activityId, row.id)).session.vacancy);
    expect(read.session.vacancy).toBeGreaterThan(0);
  });
});

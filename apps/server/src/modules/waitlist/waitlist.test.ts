/**
 * The waiting list's join, link and leave (issue 34, decision 103), through the HTTP API on a
 * real database: only a sold-out session that still sells takes entries, one per address, in
 * the order they joined, each with a link that only its e-mail carries.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntryResponseSchema, waitlistTexts } from '@shop/core/waitlist-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient } from '../../test/shop-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCatalogueRepository } from '../catalogue/catalogue-repository.ts';
import { createOfferReader } from '../catalogue/read-offer.ts';
import { UndeliverableMessageError } from '../notifications/index.ts';
import { buildWaitlistJoinedMessage, WAITLIST_JOINED_KIND } from './waitlist-email.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp({
    settings: { MEMBER_RATE_LIMIT_PER_ACCOUNT: '3', MEMBER_RATE_LIMIT_PER_ADDRESS: '30' },
  });
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
  shopClient(t).api(...args);
const brand = {
  foundationName: 'Wasatch Legacy Foundation',
  supportEmail: 'help@example.org',
  publicUrl: 'https://tickets.example.org',
};
const address = () => `wait.${randomUUID()}@example.org`;

async function session(centamanId: string, soldOut = true) {
  const row = await ids.session(centamanId);
  if (soldOut)
    await queryRows(
      t.database.db,
      sql`update activity_times set sold = capacity where id = ${row.id} returning id`,
    );
  return row;
}

const join = (
  row: { id: number; activityId: number },
  body: { email: string; places: number; acceptsFewer?: boolean },
) => api('POST', `/ticketing/activities/${row.activityId}/activity_times/${row.id}/waitlist`, body);

async function entriesOf(activityTimeId: number) {
  return queryRows(
    t.database.db,
    sql`select email, places, accepts_fewer from waitlist_entries
      where activity_time_id = ${activityTimeId} order by id`,
  );
}

/** The links the e-mails queued for `email` carry, oldest first. */
async function queuedMessages(email: string) {
  const rows = await queryRows(
    t.database.db,
    sql`select o.payload from outbox o join waitlist_entries e on e.id = (o.payload->>'entryId')::int
      where o.kind = ${WAITLIST_JOINED_KIND} and e.email = ${email} order by o.id`,
  );
  return (rows as { payload: { entryId: number; token: string } }[]).map((row) => row.payload);
}

const buildMessage = (payload: unknown) =>
  buildWaitlistJoinedMessage(
    {
      db: t.database.db,
      readOffer: createOfferReader(createCatalogueRepository(t.database.db), () => t.now.value),
      clock: () => t.now.value,
    },
    payload,
    brand,
  );

describe('joining a waiting list', () => {
  it('refuses a session that still has places, and keeps no entry', async () => {
    const row = await session('zipline-tour-2026-12-10-12:00', false);
    const answer = await join(row, { email: address(), places: 2 });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ errors: { message: waitlistTexts.stillHasPlaces } });
    expect(await entriesOf(row.id)).toEqual([]);
  });

  it('puts addresses in line in the order they joined; joining again keeps the place', async () => {
    const row = await session('zipline-tour-2026-12-10-14:00');
    const [first, second] = [address(), address()];
    const a = await join(row, { email: first, places: 2 });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body).toEqual({ data: { position: 1, message: waitlistTexts.joined(1, first) } });
    expect((await join(row, { email: second, places: 1 })).body).toMatchObject({
      data: { position: 2 },
    });
    const again = await join(row, { email: first.toUpperCase(), places: 3, acceptsFewer: true });
    expect(again.body).toMatchObject({ data: { position: 1 } });
    expect(await entriesOf(row.id)).toEqual([
      { email: first, places: 3, accepts_fewer: true },
      { email: second, places: 1, accepts_fewer: false },
    ]);

    // Each join e-mailed a link; the second join of an address retired its first link.
    const [retired, latest] = await queuedMessages(first);
    await expect(buildMessage(retired)).rejects.toBeInstanceOf(UndeliverableMessageError);
    const message = await buildMessage(latest);
    expect(message.to).toBe(first);
    expect(message.subject).toBe('You are on the waiting list for Extreme Zipline Tour');
    expect(message.text).toContain('You are number 1 on the waiting list for Extreme Zipline Tour');
    expect(message.text).toContain('for 3 places (or fewer).');
    expect(message.text).toContain(
      `See your place or leave the list: https://tickets.example.org/waitlist/${latest!.token}`,
    );
    expect(message.text).not.toContain('Hello');
    expect(message.html).toContain(`/waitlist/${latest!.token}`);
  });

  it('refuses more places than the activity sells at once, and none', async () => {
    const row = await session('zipline-tour-2026-12-11-10:00');
    const [activity] = (await queryRows(
      t.database.db,
      sql`select max_quantity from activities where id = ${row.activityId}`,
    )) as { max_quantity: number }[];
    const max = activity!.max_quantity;
    const over = await join(row, { email: address(), places: max + 1 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      errors: { fields: { places: [waitlistTexts.tooManyPlaces(max)] } },
    });
    expect((await join(row, { email: address(), places: 0 })).status).toBe(400);
    expect(await entriesOf(row.id)).toEqual([]);
  });

  it('refuses a closed session, an unknown one, and a session of another activity', async () => {
    const row = await session('zipline-tour-2026-12-11-12:00');
    await queryRows(
      t.database.db,
      sql`update activity_times set closed = true where id = ${row.id} returning id`,
    );
    const closed = await join(row, { email: address(), places: 1 });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ errors: { message: waitlistTexts.closed } });
    expect((await join({ ...row, id: 999_999 }, { email: address(), places: 1 })).status).toBe(404);
    const other = ids.activity('public-skate');
    expect(
      (await join({ ...row, activityId: other }, { email: address(), places: 1 })).status,
    ).toBe(404);
    expect(await entriesOf(row.id)).toEqual([]);
  });

  it('refuses a fourth join of one address in the window (429)', async () => {
    const row = await session('zipline-tour-2026-12-12-10:00');
    const email = address();
    for (let n = 1; n <= 3; n += 1)
      expect((await join(row, { email, places: n })).status).toBe(200);
    const refused = await join(row, { email, places: 1 });
    expect(refused.status).toBe(429);
    expect(await entriesOf(row.id)).toEqual([{ email, places: 3, accepts_fewer: false }]);
  });
});

describe("a member's entry", () => {
  it("is theirs when they join logged in, and a guest's otherwise", async () => {
    const row = await session('zipline-tour-2026-12-12-14:00');
    const email = address();
    const registered = await api('POST', '/memberships/register', {
      firstName: 'Wren',
      lastName: 'Waiting',
      email,
      password: 'Groomed-Trail-2026!',
      passwordConfirmation: 'Groomed-Trail-2026!',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const { token, primaryMemberId } = (
      registered.body as { data: { attributes: { token: string; primaryMemberId: number } } }
    ).data.attributes;
    const joined = await api(
      'POST',
      `/ticketing/activities/${row.activityId}/activity_times/${row.id}/waitlist`,
      { email, places: 1 },
      { authorization: `Bearer ${token}` },
    );
    expect(joined.status).toBe(200);
    await join(row, { email: address(), places: 1 });
    const members = await queryRows(
      t.database.db,
      sql`select member_id from waitlist_entries where activity_time_id = ${row.id} order by id`,
    );
    expect(members).toEqual([{ member_id: primaryMemberId }, { member_id: null }]);
  });
});

describe("an entry's link", () => {
  it('shows the place in line, and leaving moves the next entry up', async () => {
    const row = await session('zipline-tour-2026-12-12-12:00');
    const [first, second] = [address(), address()];
    await join(row, { email: first, places: 2 });
    await join(row, { email: second, places: 1 });
    const [firstLink] = await queuedMessages(first);
    const [secondLink] = await queuedMessages(second);

    const seen = await api('GET', `/waitlist/${secondLink!.token}`);
    expect(seen.status).toBe(200);
    expect(waitlistEntryResponseSchema.parse(seen.body).data).toMatchObject({
      activityId: row.activityId,
      activityTimeId: row.id,
      activityName: 'Extreme Zipline Tour',
      startDate: '2026-12-12',
      places: 1,
      position: 2,
    });
    expect(JSON.stringify(seen.body)).not.toContain(second);

    expect((await api('DELETE', `/waitlist/${firstLink!.token}`)).status).toBe(204);
    expect((await api('GET', `/waitlist/${firstLink!.token}`)).status).toBe(404);
    expect((await api('DELETE', `/waitlist/${firstLink!.token}`)).status).toBe(404);
    expect((await api('GET', `/waitlist/${secondLink!.token}`)).body).toMatchObject({
      data: { position: 1 },
    });
  });

  it('answers 400 to a malformed token and 404 to an unknown one', async () => {
    expect((await api('GET', '/waitlist/short')).status).toBe(400);
    expect((await api('GET', `/waitlist/${'x'.repeat(43)}`)).status).toBe(404);
  });
});

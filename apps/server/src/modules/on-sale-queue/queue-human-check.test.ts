/**
 * Who may join an on-sale queue (issue 34, decision 104). With human verification on, a new
 * visitor needs a widget answer that Google accepts: none, or one Google refuses, is refused
 * (403) and stores no visitor; Google is asked with the secret, the answer and the visitor's
 * address; a reload with the ticket needs no new answer. New visitors are counted per address
 * (MEMBER_RATE_LIMIT_PER_ADDRESS): past the limit a new one is refused (429, Retry-After) and
 * stored nowhere, while a browser sending its ticket keeps its place however often it asks:
 * polling neither gains nor loses anything. Google is a stand-in on loopback.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberTexts } from '@shop/core/member-api';
import { queueTexts, queueTicketResponseSchema } from '@shop/core/queue-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { startSiteverifyStandIn, type SiteverifyStandIn } from '../../test/siteverify-stand-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MINUTE = 60_000;
const VISITOR_ADDRESS = '203.0.113.9';

/** Google's siteverify: 'human' passes, anything else fails. */
let siteverify: SiteverifyStandIn;
/** Human verification on. */
let checked: TestApp;
/** Verification off, three new visitors per address and window. */
let limited: TestApp;
const activityIds = new Map<TestApp, number>();

/** A queue for the zipline opening in ten minutes: inside the early window, so joins are open. */
async function setUpQueue(t: TestApp) {
  const activityId = (await findDemoIds(t.database.db)).activity('zipline-tour');
  const opensAt = new Date(t.now.value.getTime() + 10 * MINUTE);
  await t.database.db.execute(
    sql`insert into on_sale_queues (activity_id, opens_at, admit_per_minute, pass_minutes)
        values (${activityId}, ${opensAt.toISOString()}::timestamptz, 10, 20)`,
  );
  activityIds.set(t, activityId);
}

beforeAll(async () => {
  siteverify = await startSiteverifyStandIn();
  checked = await createTestApp({ settings: siteverify.settings });
  limited = await createTestApp({ settings: { MEMBER_RATE_LIMIT_PER_ADDRESS: '3' } });
  await setUpQueue(checked);
  await setUpQueue(limited);
});
afterAll(async () => {
  await checked.close();
  await limited.close();
  await siteverify.close();
});
beforeEach(() => {
  siteverify.posts = [];
  siteverify.isDown = false;
});

/** A join as the waiting page sends it, from `address`. */
async function join(
  t: TestApp,
  body: { ticket?: string; captchaResponse?: string },
  address = VISITOR_ADDRESS,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/queue/activities/${activityIds.get(t)}/visitors`,
    payload: body,
    remoteAddress: address,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, as a browser would
  return { status: response.statusCode, headers: response.headers, body: response.json() as any };
}

/** A join that must succeed: the ticket answered. */
async function joined(
  t: TestApp,
  body: { ticket?: string; captchaResponse?: string },
  address?: string,
) {
  const answer = await join(t, body, address);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return queueTicketResponseSchema.parse(answer.body).data;
}

/** The visitors stored in the app's queue. */
const storedVisitors = async (t: TestApp) =>
  (
    await queryRows<{ id: string }>(t.database.db, sql`select id from queue_visitors order by id`)
  ).map((row) => row.id);

/** The visitor a signed ticket names (its payload, read without checking). */
const visitorIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).v as string;

const asked = () => siteverify.posts.map((form) => Object.fromEntries(form));

describe('joining a queue with human verification on', () => {
  it('refuses a new visitor without an answer, or with one Google refuses, and stores nobody', async () => {
    for (const body of [{}, { captchaResponse: '   ' }]) {
      const answer = await join(checked, body);
      expect(answer.status).toBe(403);
      expect(answer.body.errors.message).toBe(queueTexts.notHuman);
    }
    // With no answer there is nothing to ask Google.
    expect(asked()).toEqual([]);

    const refused = await join(checked, { captchaResponse: 'robot' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toMatchObject({ status: 403, message: queueTexts.notHuman });
    expect(asked()).toEqual([
      { secret: 'test-secret', response: 'robot', remoteip: VISITOR_ADDRESS },
    ]);
    expect(await storedVisitors(checked)).toEqual([]);
  });

  it('stores nobody when Google cannot answer', async () => {
    siteverify.isDown = true;
    const answer = await join(checked, { captchaResponse: 'human' });
    expect(answer.status).toBe(503);
    expect(asked()).toHaveLength(1);
    expect(await storedVisitors(checked)).toEqual([]);
  });

  it('lets in a visitor Google accepts, and keeps its place across reloads without asking again', async () => {
    const ticket = await joined(checked, { captchaResponse: 'human' });
    // Before the opening a visitor waits for the draw: no place yet.
    expect(ticket.position).toBeNull();
    expect(asked()).toEqual([
      { secret: 'test-secret', response: 'human', remoteip: VISITOR_ADDRESS },
    ]);
    expect(await storedVisitors(checked)).toEqual([visitorIdOf(ticket.ticket)]);

    // A reload sends the ticket and no answer: the same visitor, Google not asked, nobody added.
    for (let reload = 0; reload < 3; reload += 1) {
      const again = await joined(checked, { ticket: ticket.ticket });
      expect(again).toEqual(ticket);
    }
    expect(asked()).toHaveLength(1);
    expect(await storedVisitors(checked)).toEqual([visitorIdOf(ticket.ticket)]);
  });
});

describe('the rate of new visitors per address', () => {
  it('refuses the fourth new visitor of an address with Retry-After, while tickets keep answering', async () => {
    const first = await joined(limited, {});
    // Polling with the ticket is not joining: none of these counts against the address.
    for (let reload = 0; reload < 5; reload += 1)
      expect(await joined(limited, { ticket: first.ticket })).toEqual(first);
    const others = [await joined(limited, {}), await joined(limited, {})];
    const admitted = [first, ...others].map((ticket) => visitorIdOf(ticket.ticket));
    expect(new Set(admitted).size).toBe(3);

    const fourth = await join(limited, {});
    expect(fourth.status).toBe(429);
    expect(fourth.body.errors.message).toBe(memberTexts.tooManyAttempts);
    // The rest of the address's window (MEMBER_RATE_WINDOW_SECONDS, 900 s), by the app's clock.
    const windowMs = 900_000;
    const nowMs = limited.now.value.getTime();
    const rest = Math.ceil((Math.floor(nowMs / windowMs) * windowMs + windowMs - nowMs) / 1000);
    expect(fourth.headers['retry-after']).toBe(String(rest));
    expect((await storedVisitors(limited)).sort()).toEqual([...admitted].sort());

    // Over the limit, a browser with a ticket still has its place: polling costs nothing.
    expect(await joined(limited, { ticket: first.ticket })).toEqual(first);
    expect(await joined(limited, { ticket: others[1]!.ticket })).toEqual(others[1]);
    // Another address is counted apart.
    const elsewhere = await joined(limited, {}, '198.51.100.20');
    expect(await storedVisitors(limited)).toHaveLength(4);

    // Once the window has passed, the address lets a new visitor in again.
    limited.now.value = new Date(nowMs + rest * 1000);
    const later = await joined(limited, {});
    expect([...admitted, visitorIdOf(elsewhere.ticket)]).not.toContain(visitorIdOf(later.ticket));
    expect(await storedVisitors(limited)).toHaveLength(5);
  });
});

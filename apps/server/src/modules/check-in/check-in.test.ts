/**
 * The gate (issue 15): the day's sessions with counts, a scan that admits once, each refusal with
 * its reason, the undo, every role, and two scans of one ticket at the same moment. On PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL, where the two scans really run at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInTexts, formatTicketCode } from '@shop/core/check-in-api';
import type { StaffRole } from '@shop/core/staff-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertTestOrder } from '../notifications/insert-test-order.ts';
import { adminClient, countRows, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { auditEntriesOf, codesOf, type PlaceCode } from './check-in-test-kit.ts';
import { describeMoment } from './check-in-texts.ts';

let t: TestApp;
let gate: AdminClient;
let gateName: string;
beforeAll(async () => {
  t = await createTestApp();
  const staff = await logInAs(t, 'check-in');
  gate = staff.client;
  gateName = staff.account.name;
});
afterAll(() => t.close());

async function newOrderCodes(): Promise<{ receipt: string; codes: PlaceCode[] }> {
  const order = await insertTestOrder(t);
  return { receipt: order.receipt, codes: await codesOf(t, order.orderId) };
}

/**
 * A new order's place the gate admits at the test clock (08:00 on December 1): a museum ticket
 * good any day. The order's other sessions are on later days (decision 072).
 */
async function placeOfToday(): Promise<PlaceCode & { receipt: string }> {
  const { receipt, codes } = await newOrderCodes();
  const museum = await findDemoIds(t.database.db).then((ids) =>
    ids.session('museum-admission-any-day'),
  );
  return { ...codes.find((place) => place.sessionId === museum.id)!, receipt };
}

const admissionsOf = (code: string) => countRows(t, 'admissions', sql`ticket_code = ${code}`);

const scan = (client: AdminClient, sessionId: number, code: string) =>
  client.call('POST', `/check-in/sessions/${sessionId}/admissions`, { body: { code } });

async function countsAt(sessionId: number, date: string) {
  const answer = await gate.call('GET', `/check-in/sessions?date=${date}`);
  expect(answer.status).toBe(200);
  const session = (answer.body.data.sessions as { id: number; counts: object }[]).find(
    (s) => s.id === sessionId,
  );
  return session?.counts;
}

describe("the day's sessions", () => {
  it("lists today's sessions in Denver by default, and a given day's with admitted and expected", async () => {
    const { codes } = await newOrderCodes();
    const bobsled = codes.find((place) => place.attendee === 'Ana')!;
    const today = await gate.call('GET', '/check-in/sessions');
    expect(today.status).toBe(200);
    expect(today.body.data.date).toBe('2026-12-01');
    const day = await gate.call('GET', '/check-in/sessions?date=2026-12-09');
    const listed = (day.body.data.sessions as { id: number; startsAt: string }[]).map((s) => s.id);
    expect(listed).toContain(bobsled.sessionId);
    const starts = (day.body.data.sessions as { startsAt: string }[]).map((s) => s.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(await countsAt(bobsled.sessionId, '2026-12-09')).toMatchObject({ admitted: 0 });
    expect(
      ((await countsAt(bobsled.sessionId, '2026-12-09')) as { expected: number }).expected,
    ).toBeGreaterThanOrEqual(1);
  });

  it('refuses a day that is not a date', async () => {
    const answer = await gate.call('GET', '/check-in/sessions?date=2026-02-30');
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('validation_failed');
  });
});

describe('a scan', () => {
  it('admits a ticket once, with the guest and ticket type, counts it, and audits it', async () => {
    // A museum ticket, good today (decision 072); its guest is the buyer, Ana Rider.
    const visit = await placeOfToday();
    const before = (await countsAt(visit.sessionId, '2026-12-01')) as { expected: number };

    // Typed as printed, in lower case: the same code.
    const first = await scan(gate, visit.sessionId, formatTicketCode(visit.code).toLowerCase());
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const { admission, counts } = first.body.data;
    expect(admission).toMatchObject({
      sessionId: visit.sessionId,
      staffName: gateName,
      guestName: 'Ana Rider',
      ticketType: visit.ticketType,
      receipt: visit.receipt,
    });
    expect(counts).toEqual({ admitted: 1, expected: before.expected, passHolders: 0 });
    const [audit] = await auditEntriesOf(t, 'admission.create', admission.id);
    expect(audit).toMatchObject({ before: null, after: { guestName: 'Ana Rider' } });
    expect(JSON.stringify(audit!.after)).not.toContain(visit.code);

    const second = await scan(gate, visit.sessionId, visit.code);
    expect(second.status).toBe(409);
    expect(second.body.errors.title).toBe(checkInTexts.alreadyUsedTitle);
    expect(second.body.errors.message).toBe(checkInTexts.alreadyUsed('8:00 AM', gateName));
    expect(await admissionsOf(visit.code)).toBe(1);
    expect(await countsAt(visit.sessionId, '2026-12-01')).toMatchObject({ admitted: 1 });
  });

  it('refuses a ticket of another session, saying which, and admits nothing', async () => {
    const { codes } = await newOrderCodes();
    const rider = codes.find((place) => place.attendee === 'Ana')!;
    const zipline = codes.find((place) => place.sessionId !== rider.sessionId)!;
    const answer = await scan(gate, rider.sessionId, zipline.code);
    expect(answer.status).toBe(409);
    expect(answer.body.errors.title).toBe(checkInTexts.otherSessionTitle);
    expect(answer.body.errors.message).toMatch(/^This ticket is for .+, not this session\.$/);
    expect(await admissionsOf(zipline.code)).toBe(0);
  });

  it('refuses unknown codes, the old guessable references, and answers 404 for no session', async () => {
    const { receipt, codes } = await newOrderCodes();
    const rider = codes.find((place) => place.attendee === 'Ana')!;
    for (const code of ['A'.repeat(26), `WLF:${receipt}:1:1`, 'not a ticket']) {
      const answer = await scan(gate, rider.sessionId, code);
      expect(answer.status, code).toBe(404);
      expect(answer.body.errors).toMatchObject({
        title: checkInTexts.unknownTitle,
        message: checkInTexts.unknown,
      });
    }
    const noSession = await scan(gate, 999_999, rider.code);
    expect(noSession.status).toBe(404);
    expect(noSession.body.errors.message).toBe(checkInTexts.sessionNotFound);
    const empty = await scan(gate, rider.sessionId, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors.fields.code).toEqual([checkInTexts.codeRequired]);
  });

  it.each<StaffRole>(['admin', 'manager', 'box-office'])('may be made by %s', async (role) => {
    const { client } = await logInAs(t, role);
    const place = await placeOfToday();
    const answer = await scan(client, place.sessionId, place.code);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('needs a staff session', async () => {
    const { codes } = await newOrderCodes();
    const answer = await scan(adminClient(t), codes[0]!.sessionId, codes[0]!.code);
    expect(answer.status).toBe(401);
    expect(await admissionsOf(codes[0]!.code)).toBe(0);
  });
});

describe('when a ticket was used', () => {
  it('is said as a time on the same day, with the day on a later one (Denver time)', () => {
    const at = new Date('2026-12-01T15:00:00Z');
    expect(describeMoment(at, new Date('2026-12-01T23:00:00Z'))).toBe('8:00 AM');
    expect(describeMoment(at, new Date('2026-12-02T15:00:00Z'))).toBe('Tue, Dec 1, 8:00 AM');
  });
});

describe('two devices scanning the same ticket at the same moment', () => {
  it('admit it exactly once; the other is told it was already used', async () => {
    const other = (await logInAs(t, 'box-office')).client;
    for (let round = 0; round < 5; round += 1) {
      const place = await placeOfToday();
      const answers = await Promise.all([
        scan(gate, place.sessionId, place.code),
        scan(other, place.sessionId, place.code),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body.errors.title).toBe(checkInTexts.alreadyUsedTitle);
      expect(await admissionsOf(place.code)).toBe(1);
    }
  });
});

describe('undoing an admission', () => {
  it('lets the ticket in again, lowers the count, and is audited with the admission as it was', async () => {
    const place = await placeOfToday();
    const admitted = await scan(gate, place.sessionId, place.code);
    const { admission, counts } = admitted.body.data;

    const undone = await gate.call('DELETE', `/check-in/admissions/${admission.id}`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data.counts).toEqual({ ...counts, admitted: counts.admitted - 1 });
    const [audit] = await auditEntriesOf(t, 'admission.undo', admission.id);
    expect(audit).toMatchObject({
      after: null,
      before: { id: admission.id, sessionId: place.sessionId, admittedAt: admission.admittedAt },
    });

    const again = await gate.call('DELETE', `/check-in/admissions/${admission.id}`);
    expect(again.status).toBe(404);
    expect(again.body.errors.message).toBe(checkInTexts.admissionNotFound);
    expect((await scan(gate, place.sessionId, place.code)).status).toBe(201);
  });

  it('refuses a change without the CSRF token, and keeps the admission', async () => {
    const place = await placeOfToday();
    const admitted = await scan(gate, place.sessionId, place.code);
    const answer = await gate.call(
      'DELETE',
      `/check-in/admissions/${admitted.body.data.admission.id}`,
      {
        csrf: false,
      },
    );
    expect(answer.status).toBe(403);
    expect((await scan(gate, place.sessionId, place.code)).status).toBe(409);
  });
});

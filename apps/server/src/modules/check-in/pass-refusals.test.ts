/**
 * What the gate refuses a pass card (issue 31), each with its title and reason in the spec's
 * error shape, admitting nobody and taking no place: an expired, not yet started or revoked
 * pass, a revoked card, an activity the pass does not include, a cancelled session, a session
 * of another day or not open yet, a full session, a code that is no card of ours; and who may
 * scan at all.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInTexts, passCheckInTexts as texts } from '@shop/core/check-in-api';
import type { StaffRole } from '@shop/core/staff-api';
import { insertHolds } from '../../test/insert-holds.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { reissuePassCard } from '../passes/index.ts';
import { adminClient, countRows, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { at, expectRefused, PRODUCT, setUpPassGate, type PassGate } from './pass-scans-test-kit.ts';

let t: TestApp;
let g: PassGate;
let gate: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  const staff = await logInAs(t, 'check-in');
  gate = staff.client;
  g = await setUpPassGate(t, gate);
});
afterAll(() => t.close());

describe('a pass card refused', () => {
  it('after its pass expired, naming the day', async () => {
    const holder = await g.newHolder({ startsOn: '2025-12-01', expiresOn: '2026-11-30' });
    const answer = await g.scan(await g.newSession(), holder.code);
    expectRefused(answer, texts.expiredTitle, texts.expired('Mon, Nov 30, 2026', PRODUCT));
    expect(answer.body.errors.message).toMatch(/^Expired on Mon, Nov 30, 2026\./);
    expect(await g.admissionsOf(holder)).toBe(0);
  });

  it('before its pass starts, saying when it does', async () => {
    const holder = await g.newHolder({ startsOn: '2026-12-05', expiresOn: '2027-12-04' });
    const answer = await g.scan(await g.newSession(), holder.code);
    expectRefused(answer, texts.notStartedTitle, texts.notStarted('Sat, Dec 5, 2026', PRODUCT));
    expect(await g.admissionsOf(holder)).toBe(0);
  });

  it('when the pass was revoked (its order refunded)', async () => {
    const holder = await g.newHolder();
    await t.database.db.execute(
      sql`update member_memberships set revoked_at = ${TEST_NOW.toISOString()}::timestamptz
          where id = ${holder.passId}`,
    );
    const answer = await g.scan(await g.newSession(), holder.code);
    expectRefused(answer, texts.passRevokedTitle, texts.passRevoked(PRODUCT));
    expect(await g.admissionsOf(holder)).toBe(0);
  });

  it('when the card was revoked, while the holder’s new card admits', async () => {
    const holder = await g.newHolder();
    const session = await g.newSession();
    const swapped = await t.database.db.transaction((tx) =>
      reissuePassCard(tx, holder.memberId, new Date('2026-11-28T18:00:00Z')),
    );
    const old = await g.scan(session, holder.code);
    expectRefused(old, texts.cardRevokedTitle, texts.cardRevoked('Sat, Nov 28, 2026'));
    expect(await g.admissionsOf(holder)).toBe(0);
    expect((await g.scan(session, swapped!.issued.code)).status).toBe(201);
  });

  it('at an activity the pass does not include, naming it and the product', async () => {
    const holder = await g.newHolder();
    const curling = await g.newSession({ activityId: g.curlingId, capacity: 16 });
    const answer = await g.scan(curling, holder.code);
    expectRefused(answer, texts.notIncludedTitle, texts.notIncluded('Curling Try-It', PRODUCT));
    expect(answer.body.errors.message).toMatch(/^Not included: Curling Try-It/);
    expect(await g.soldOf(curling)).toBe(0);
  });

  it('at a cancelled session, as tickets are', async () => {
    const holder = await g.newHolder();
    const session = await g.newSession();
    await t.database.db.execute(
      sql`insert into session_cancellations (activity_time_id, status) values (${session}, 'done')`,
    );
    const answer = await g.scan(session, holder.code);
    expectRefused(answer, checkInTexts.sessionCancelledTitle, checkInTexts.sessionCancelled);
    expect(await g.admissionsOf(holder)).toBe(0);
  });

  it('at a session of another day, or before check-in opens', async () => {
    const holder = await g.newHolder();
    const tomorrow = await g.newSession({ startsAt: at('09:00', '2026-12-02') });
    const other = await g.scan(tomorrow, holder.code);
    expect(other.status).toBe(409);
    expect(other.body.errors.title).toBe(checkInTexts.notTodayTitle);
    expect(other.body.errors.message).toMatch(/A pass admits its holder only on the session's day/);
    const later = await g.newSession({ startsAt: at('11:00') });
    expectRefused(
      await g.scan(later, holder.code),
      checkInTexts.tooEarlyTitle,
      checkInTexts.tooEarly('9:00 AM'),
    );
    expect(await g.admissionsOf(holder)).toBe(0);
  });
});

describe('a full timed session', () => {
  it('refuses a pass holder when its places are sold or held, and never sells past capacity', async () => {
    const [first, second, third] = [await g.newHolder(), await g.newHolder(), await g.newHolder()];
    const session = await g.newSession({ capacity: 3, sold: 1 });
    // Another visitor's cart holds one of the two places left.
    await insertHolds(t.database.db, [
      { activityTimeId: session, quantity: 1, expiresAt: at('08:10') },
    ]);

    expect((await g.scan(session, first.code)).status).toBe(201);
    expect(await g.soldOf(session)).toBe(2);
    expectRefused(await g.scan(session, second.code), texts.fullTitle, texts.full);
    expect(await g.admissionsOf(second)).toBe(0);
    expect(await g.soldOf(session)).toBe(2);

    // Once the hold has lapsed its place is free again: the next holder takes the last one.
    const now = t.now.value;
    t.now.value = at('08:11');
    try {
      expect((await g.scan(session, second.code)).status).toBe(201);
      expectRefused(await g.scan(session, third.code), texts.fullTitle, texts.full);
    } finally {
      t.now.value = now;
    }
    expect(await g.soldOf(session)).toBe(3);
  });
});

describe('a code that is no card of ours', () => {
  it('answers 404 in the error shape, forged, malformed or another venue’s, and changes nothing', async () => {
    const session = await g.newSession();
    const before = await countRows(t, 'pass_admissions');
    for (const code of [`P${'A'.repeat(26)}`, `P${'1'.repeat(26)}`, 'P12345', 'WLF:M200001:1']) {
      const answer = await g.scan(session, code);
      expect(answer.status, code).toBe(404);
      expect(answer.body.errors).toMatchObject({
        status: 404,
        code: 'not_found',
        title: checkInTexts.unknownTitle,
        message: checkInTexts.unknown,
      });
    }
    expect(await countRows(t, 'pass_admissions')).toBe(before);
    expect(await g.soldOf(session)).toBe(0);
  });
});

describe('who may admit a pass holder', () => {
  it.each<StaffRole>(['admin', 'manager', 'box-office'])('%s may', async (role) => {
    const { client } = await logInAs(t, role);
    const holder = await g.newHolder();
    const answer = await g.scan(await g.newSession(), holder.code, client);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('needs a staff session and the CSRF token', async () => {
    const holder = await g.newHolder();
    const session = await g.newSession();
    expect((await g.scan(session, holder.code, adminClient(t))).status).toBe(401);
    const withoutToken = await gate.call('POST', `/check-in/sessions/${session}/admissions`, {
      body: { code: holder.code },
      csrf: false,
    });
    expect(withoutToken.status).toBe(403);
    const undo = await gate.call('DELETE', `/check-in/sessions/${session}/pass-admissions/1`, {
      csrf: false,
    });
    expect(undo.status).toBe(403);
    expect(await g.admissionsOf(holder)).toBe(0);
  });
});

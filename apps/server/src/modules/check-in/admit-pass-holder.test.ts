/**
 * The gate admits pass holders (issue 31): a pass card scanned in the check-in page's one scan
 * box lets its holder in once a session (timed, taking one of its places) or once a day
 * (untimed), answers who they are and what pass they hold, counts them, is audited, and can be
 * undone. On PGlite, and on PostgreSQL with TEST_DATABASE_URL, where two scans at once really
 * race. The refusals are in pass-refusals.test.ts.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admitTicketResponseSchema, passCheckInTexts as texts } from '@shop/core/check-in-api';
import { formatPassCode } from '@shop/core/membership-entitlements';
import { addDaysToIsoDate } from '@shop/core/shop-time';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { auditEntriesOf } from './check-in-test-kit.ts';
import {
  at,
  expectRefused,
  PRODUCT,
  setUpPassGate,
  TODAY,
  type PassGate,
} from './pass-scans-test-kit.ts';

let t: TestApp;
let g: PassGate;
let gate: AdminClient;
let gateName: string;
beforeAll(async () => {
  t = await createTestApp();
  const staff = await logInAs(t, 'check-in');
  gateName = staff.account.name;
  gate = staff.client;
  g = await setUpPassGate(t, gate);
});
afterAll(() => t.close());

describe('a pass card at a timed session', () => {
  it('admits its holder, shows who and what pass, takes a place, counts and audits it', async () => {
    const holder = await g.newHolder();
    const session = await g.newSession();

    // Typed as printed on the card, in lower case: the same code.
    const answer = await g.scan(session, formatPassCode(holder.code).toLowerCase());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { admission, counts } = admitTicketResponseSchema.parse(answer.body).data;
    expect(admission).toEqual({
      kind: 'pass',
      id: expect.any(Number),
      sessionId: session,
      admittedAt: TEST_NOW.toISOString(),
      staffName: gateName,
      guestName: holder.name,
      memberCode: holder.memberCode,
      product: PRODUCT,
      validUntil: '2027-10-31',
      memberId: holder.memberId,
      photoUrl: null,
    });
    expect(counts).toEqual({ admitted: 1, expected: 1, passHolders: 1 });
    expect(await g.countsAt(session)).toEqual(counts);
    expect(await g.soldOf(session)).toBe(1);

    const [audit] = await auditEntriesOf(t, 'admission.create-pass', holder.memberId);
    expect(audit).toMatchObject({
      before: null,
      after: { passAdmissionId: admission.id, product: PRODUCT, validUntil: '2027-10-31' },
    });
    expect(JSON.stringify(audit!.after)).not.toContain(holder.code);
  });

  it('refuses a second scan, saying when and by whom, and takes no second place', async () => {
    const holder = await g.newHolder();
    const session = await g.newSession();
    expect((await g.scan(session, holder.code)).status).toBe(201);

    expectRefused(
      await g.scan(session, holder.code),
      texts.alreadyAdmittedTitle,
      texts.alreadyAdmittedToSession('8:00 AM', gateName),
    );
    expect(await g.admissionsOf(holder)).toBe(1);
    expect(await g.soldOf(session)).toBe(1);
  });

  it('shows the photo the gate took of the holder, on the next scan', async () => {
    const holder = await g.newHolder();
    const photo = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#5b3a29' },
    })
      .jpeg()
      .toBuffer();
    const taken = await gate.call('PUT', `/members/${holder.memberId}/photo`, {
      body: photo,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const answer = await g.scan(await g.newSession(), holder.code);
    const { admission } = admitTicketResponseSchema.parse(answer.body).data;
    expect(admission).toMatchObject({
      memberId: holder.memberId,
      photoUrl: taken.body.data.photoUrl,
    });
    const image = await t.app.inject({ method: 'GET', url: taken.body.data.photoUrl });
    expect(image.statusCode).toBe(200);
  });

  it('admits the holder again at another session of the activity', async () => {
    const holder = await g.newHolder();
    const morning = await g.newSession();
    const later = await g.newSession({ startsAt: at('09:30') });
    expect((await g.scan(morning, holder.code)).status).toBe(201);
    expect((await g.scan(later, holder.code)).status).toBe(201);
  });
});

describe('a pass card at an untimed activity', () => {
  it('admits its holder once a day, whichever of its sessions, and takes no place', async () => {
    const holder = await g.newHolder();
    const { dated, anyDay } = await g.newMuseumSessions();

    const first = await g.scan(anyDay, holder.code);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.counts).toMatchObject({ admitted: 1, passHolders: 1 });
    expect(await g.soldOf(anyDay)).toBe(0);

    expectRefused(
      await g.scan(dated, holder.code),
      texts.alreadyAdmittedTitle,
      texts.alreadyAdmittedToday('8:00 AM', gateName),
    );
    // Staff see the holder in on either of the activity's sessions that day.
    expect(await g.countsAt(dated)).toMatchObject({ admitted: 1, passHolders: 1 });

    const now = t.now.value;
    t.now.value = at('10:44', addDaysToIsoDate(TODAY, 1));
    try {
      // The next morning's gate.
      const { client, account } = await logInAs(t, 'check-in');
      const tomorrow = await g.scan(anyDay, holder.code, client);
      expect(tomorrow.status, JSON.stringify(tomorrow.body)).toBe(201);
      expectRefused(
        await g.scan(anyDay, holder.code, client),
        texts.alreadyAdmittedTitle,
        texts.alreadyAdmittedToday('10:44 AM', account.name),
      );
    } finally {
      t.now.value = now;
    }
    expect(await g.admissionsOf(holder)).toBe(2);
    expect(await g.countsAt(anyDay, '2026-12-02')).toMatchObject({ passHolders: 1 });
  });
});

describe('undoing a pass holder’s admission', () => {
  it('lets the card in again, gives the place back, and is audited', async () => {
    const holder = await g.newHolder();
    const session = await g.newSession();
    const { id } = (await g.scan(session, holder.code)).body.data.admission;

    expect((await g.undo(await g.newSession(), id)).status).toBe(404);
    const undone = await g.undo(session, id);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data.counts).toEqual({ admitted: 0, expected: 0, passHolders: 0 });
    expect(await g.soldOf(session)).toBe(0);
    const [audit] = await auditEntriesOf(t, 'admission.undo-pass', holder.memberId);
    expect(audit).toMatchObject({
      after: null,
      before: { passAdmissionId: id, sessionId: session },
    });

    const again = await g.undo(session, id);
    expect(again.status).toBe(404);
    expect((await g.scan(session, holder.code)).status).toBe(201);
  });

  it('of an untimed activity, from any of its sessions that day', async () => {
    const holder = await g.newHolder();
    const { dated, anyDay } = await g.newMuseumSessions();
    const { id } = (await g.scan(anyDay, holder.code)).body.data.admission;
    const undone = await g.undo(dated, id);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((await g.scan(dated, holder.code)).status).toBe(201);
  });
});

describe('two devices scanning one card at the same moment', () => {
  it('admit its holder exactly once and take one place; the other is told who did', async () => {
    const other = (await logInAs(t, 'box-office')).client;
    for (let round = 0; round < 5; round += 1) {
      const holder = await g.newHolder();
      const session = await g.newSession();
      const answers = await Promise.all([
        g.scan(session, holder.code),
        g.scan(session, holder.code, other),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body.errors.title).toBe(texts.alreadyAdmittedTitle);
      expect(await g.admissionsOf(holder)).toBe(1);
      expect(await g.soldOf(session)).toBe(1);
    }
  });

  it('give the last place of a session to one of two holders', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [first, second] = [await g.newHolder(), await g.newHolder()];
      const session = await g.newSession({ capacity: 5, sold: 4 });
      const answers = await Promise.all([
        g.scan(session, first.code),
        g.scan(session, second.code),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body.errors.title).toBe(texts.fullTitle);
      expect(await g.soldOf(session)).toBe(5);
    }
  });
});

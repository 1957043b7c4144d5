/**
 * The pass gate's tests on the test app (issue 31): a gatekeeper logged in, activities and a
 * product of their own (the pass includes the skate and the museum, not curling), holders,
 * today's sessions at the test clock (08:00 in Denver), scans, and what the database then says.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { shopWallTimeToInstant } from '@shop/core/shop-time';
import { queryRows } from '../../db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  insertGateActivity,
  insertGateSession,
  insertPassHolder,
  insertPassProduct,
  type TestPassHolder,
} from './pass-gate-test-kit.ts';

export const TODAY = '2026-12-01';
export const PRODUCT = 'Gate Dual Pass';
export const at = (time: string, day = TODAY) => shopWallTimeToInstant(day, time);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, as the page does
export type Answer = { status: number; body: any };

/** A back-office browser, as staff-test-kit's `adminClient` makes one, logged in. */
export interface GateClient {
  call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options?: { body?: object; csrf?: boolean },
  ): Promise<Answer>;
}

/** A refusal: 409 in the error shape, with its title and message. */
export function expectRefused(answer: Answer, title: string, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.errors).toMatchObject({ code: 'conflict', title, message });
}

/** How many of a holder's admissions the database has. */
export async function countAdmissionsOf(t: TestApp, holder: TestPassHolder) {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from pass_admissions where member_id = ${holder.memberId}`,
  );
  return Number(row!.n);
}

/** A session's places sold, pass holders' included. */
export async function soldOf(t: TestApp, sessionId: number) {
  const [row] = await queryRows<{ sold: number }>(
    t.database.db,
    sql`select sold from activity_times where id = ${sessionId}`,
  );
  return Number(row!.sold);
}

/** The gate's fixtures on the test app, `gate` the client of a logged-in gatekeeper. */
export async function setUpPassGate(t: TestApp, gate: GateClient) {
  const db = t.database.db;
  const skateId = await insertGateActivity(db, { name: 'Oval Skate', timed: true });
  const museumId = await insertGateActivity(db, { name: 'Ski Museum', timed: false });
  const curlingId = await insertGateActivity(db, { name: 'Curling Try-It', timed: true });
  const productId = await insertPassProduct(db, {
    name: PRODUCT,
    includedActivityIds: [skateId, museumId],
  });

  let holders = 0;
  /** A pass holder with a pass good from a month ago to a year ahead, unless told otherwise. */
  function newHolder(term: { startsOn?: string; expiresOn?: string } = {}) {
    holders += 1;
    return insertPassHolder(db, {
      membershipId: productId,
      firstName: `Holder${holders}`,
      startsOn: term.startsOn ?? '2026-11-01',
      expiresOn: term.expiresOn ?? '2027-10-31',
    });
  }

  /** A session of an hour today at 9:00 (the gate opens two hours before), of the skate. */
  const newSession = (
    options: { capacity?: number; sold?: number; startsAt?: Date; activityId?: number } = {},
  ) => {
    const startsAt = options.startsAt ?? at('09:00');
    return insertGateSession(db, {
      activityId: options.activityId ?? skateId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      capacity: options.capacity ?? 40,
      sold: options.sold ?? 0,
    });
  };

  /** The museum's two sessions of today: a dated one and one good any day of the coming year. */
  async function newMuseumSessions() {
    const dated = await insertGateSession(db, {
      activityId: museumId,
      startsAt: at('09:00'),
      endsAt: at('17:00'),
      capacity: 300,
    });
    const anyDay = await insertGateSession(db, {
      activityId: museumId,
      startsAt: at('00:00'),
      endsAt: at('17:00', '2027-12-01'),
      capacity: 3000,
    });
    return { dated, anyDay };
  }

  const scan = (sessionId: number, code: string, client = gate) =>
    client.call('POST', `/check-in/sessions/${sessionId}/admissions`, { body: { code } });

  const undo = (sessionId: number, admissionId: number) =>
    gate.call('DELETE', `/check-in/sessions/${sessionId}/pass-admissions/${admissionId}`);

  /** A session's counts as the gate's list of the day shows them. */
  async function countsAt(sessionId: number, date = TODAY) {
    const answer = await gate.call('GET', `/check-in/sessions?date=${date}`);
    expect(answer.status).toBe(200);
    return (answer.body.data.sessions as { id: number; counts: object }[]).find(
      (session) => session.id === sessionId,
    )?.counts;
  }

  return {
    curlingId,
    newHolder,
    newSession,
    newMuseumSessions,
    scan,
    undo,
    countsAt,
    admissionsOf: (holder: TestPassHolder) => countAdmissionsOf(t, holder),
    soldOf: (sessionId: number) => soldOf(t, sessionId),
  };
}

export type PassGate = Awaited<ReturnType<typeof setUpPassGate>>;

/**
 * The gate's member lookup (issue 31, item 9): staff find a pass holder by part of the name or
 * e-mail, the membership ID or the card's code, see the pass that speaks for them today and its
 * standing (and nothing of their account, nor any card's code), and admit them through their
 * card in use: the scan's own admission, refusals and audit.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admitTicketResponseSchema, passCheckInTexts } from '@shop/core/check-in-api';
import { formatPassCode } from '@shop/core/membership-entitlements';
import {
  PASS_HOLDER_LOOKUP_LIMIT,
  passHolderLookupResponseSchema,
  passHolderLookupTexts as texts,
} from '@shop/core/pass-holder-lookup-api';
import { queryRows } from '../../db/database.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { reissuePassCard } from '../passes/index.ts';
import { adminClient, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { auditEntriesOf } from './check-in-test-kit.ts';
import { insertPassHolder, type TestPassHolder } from './pass-gate-test-kit.ts';
import { expectRefused, PRODUCT, setUpPassGate, type PassGate } from './pass-scans-test-kit.ts';

let t: TestApp;
let g: PassGate;
let gate: AdminClient;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  gate = (await logInAs(t, 'check-in')).client;
  g = await setUpPassGate(t, gate);
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from memberships where display_name = ${PRODUCT}`,
  );
  productId = row!.id;
});
afterAll(() => t.close());

let named = 0;
/** A holder of the gate's product under a first name no other member has. */
function holderNamed(
  firstName: string,
  term = { startsOn: '2026-11-01', expiresOn: '2027-10-31' },
) {
  named += 1;
  return insertPassHolder(t.database.db, {
    membershipId: productId,
    firstName: `${firstName}${'q'.repeat(named)}`,
    ...term,
  });
}

const lookUp = (q: string, client = gate) =>
  client.call('GET', `/check-in/pass-holders?q=${encodeURIComponent(q)}`);

async function namesFound(q: string) {
  const answer = await lookUp(q);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return passHolderLookupResponseSchema.parse(answer.body).data.map((match) => match.name);
}

/** Gives the holder's household a login e-mail, as a registration does. */
async function giveLogin(holder: TestPassHolder, email: string) {
  await t.database.db.execute(
    sql`insert into member_credentials (member_id, email) values (${holder.memberId}, ${email})`,
  );
}

/** A child of the holder's household with a pass of the same order, and a card. */
async function addChild(holder: TestPassHolder, firstName: string) {
  const [child] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into members (household_id, member_code, first_name, last_name)
        select household_id, 'M' || nextval('member_code_seq')::text, ${firstName}, 'Skier'
        from members where id = ${holder.memberId} returning id`,
  );
  await t.database.db.execute(
    sql`insert into member_memberships (member_id, membership_order_id, membership_id,
          membership_type_id, role, starts_on, expires_on)
        select ${child!.id}, membership_order_id, membership_id, membership_type_id, 'secondary',
          starts_on, expires_on from member_memberships where id = ${holder.passId}`,
  );
  await t.database.db.execute(
    sql`insert into pass_cards (code, member_id) values ('P' || new_ticket_code(), ${child!.id})`,
  );
  return child!.id;
}

describe('finding a pass holder', () => {
  it('by part of the name, the membership ID or the card’s code as printed, in any case', async () => {
    const holder = await holderNamed('Marisol');
    expect(await namesFound(holder.name.slice(0, 9).toLowerCase())).toEqual([holder.name]);
    expect(await namesFound(holder.memberCode.toLowerCase())).toEqual([holder.name]);
    expect(await namesFound(formatPassCode(holder.code).toLowerCase())).toEqual([holder.name]);
  });

  it('answers what the gate compares, and neither the card’s code nor the account', async () => {
    const holder = await holderNamed('Ottoline');
    await giveLogin(holder, 'ottoline.login@example.org');
    const answer = await lookUp(holder.name);
    expect(answer.body).toEqual({
      data: [
        {
          memberId: holder.memberId,
          name: holder.name,
          memberCode: holder.memberCode,
          product: PRODUCT,
          startsOn: '2026-11-01',
          expiresOn: '2027-10-31',
          standing: 'valid',
          hasCard: true,
          photoUrl: null,
        },
      ],
      meta: { more: false },
    });
    expect(JSON.stringify(answer.body)).not.toContain(holder.code);
    expect(JSON.stringify(answer.body)).not.toContain('ottoline.login');
  });

  it('by the household’s login e-mail, its child’s pass among them', async () => {
    const holder = await holderNamed('Philippa');
    await giveLogin(holder, 'philippa.household@example.org');
    await addChild(holder, 'Pipkinq');
    expect(await namesFound('PHILIPPA.HOUSEHOLD@')).toEqual([holder.name, 'Pipkinq Skier']);
  });

  it('with each pass’s standing today: expired, revoked, not started', async () => {
    const expired = await holderNamed('Standing', {
      startsOn: '2025-11-01',
      expiresOn: '2026-11-30',
    });
    const revoked = await holderNamed('Standing');
    const later = await holderNamed('Standing', {
      startsOn: '2026-12-05',
      expiresOn: '2027-12-04',
    });
    await t.database.db.execute(
      sql`update member_memberships set revoked_at = ${TEST_NOW.toISOString()}::timestamptz
          where id = ${revoked.passId}`,
    );
    const found = passHolderLookupResponseSchema.parse((await lookUp('standingq')).body).data;
    const standings = Object.fromEntries(found.map((match) => [match.name, match.standing]));
    expect(standings).toEqual({
      [expired.name]: 'expired',
      [revoked.name]: 'revoked',
      [later.name]: 'not-started',
    });
  });

  it('not by a replaced card’s code, nor a member who never held a pass', async () => {
    const holder = await holderNamed('Lostcard');
    await t.database.db.transaction((tx) => reissuePassCard(tx, holder.memberId, TEST_NOW));
    expect(await namesFound(holder.code)).toEqual([]);
    await t.database.db.execute(
      sql`insert into members (household_id, member_code, first_name, last_name)
          values ((select household_id from members where id = ${holder.memberId}),
            'M' || nextval('member_code_seq')::text, 'Nopassq', 'Skier')`,
    );
    expect(await namesFound('Nopassq')).toEqual([]);
  });

  it(`answers at most ${PASS_HOLDER_LOOKUP_LIMIT}, by name, saying more matched`, async () => {
    for (let n = 0; n <= PASS_HOLDER_LOOKUP_LIMIT; n += 1) await holderNamed('Crowd');
    const answer = passHolderLookupResponseSchema.parse((await lookUp('crowdq')).body);
    expect(answer.data).toHaveLength(PASS_HOLDER_LOOKUP_LIMIT);
    expect(answer.meta.more).toBe(true);
  });
});

describe('a lookup refused', () => {
  it.each([
    ['one character', 'a', texts.tooShort],
    ['only spaces', '   ', texts.tooShort],
    ['a control character', 'ab\u0007c', 'Must not contain control characters'],
  ])('with %s: a 400 naming the field', async (_, q, message) => {
    const answer = await lookUp(q);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.fields.q).toEqual([message]);
  });

  it('without a staff session: 401', async () => {
    expect((await lookUp('Marisol', adminClient(t))).status).toBe(401);
  });
});

describe('admitting a holder found', () => {
  const admit = (sessionId: number, memberId: number, client = gate) =>
    client.call('POST', `/check-in/sessions/${sessionId}/pass-holders/${memberId}/admissions`);

  it('lets them in as their card would, audited as a lookup; a second time is refused', async () => {
    const holder = await holderNamed('Admitted');
    const session = await g.newSession();
    const answer = await admit(session, holder.memberId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { admission, counts } = admitTicketResponseSchema.parse(answer.body).data;
    expect(admission).toMatchObject({ kind: 'pass', guestName: holder.name, product: PRODUCT });
    expect(counts).toEqual({ admitted: 1, expected: 1, passHolders: 1 });
    expect(await g.soldOf(session)).toBe(1);
    const [audit] = await auditEntriesOf(t, 'admission.create-pass', holder.memberId);
    expect(audit!.after).toMatchObject({ via: texts.auditVia, card: `…${holder.code.slice(-4)}` });

    // The card scanned after the lookup admitted them: the same once-a-session rule.
    const again = await g.scan(session, holder.code);
    expect(again.status).toBe(409);
    expect(again.body.errors.title).toBe(passCheckInTexts.alreadyAdmittedTitle);
    expect((await admit(session, holder.memberId)).status).toBe(409);
    expect(await g.admissionsOf(holder)).toBe(1);
  });

  it('refuses by the scan’s rules: an activity the pass does not include', async () => {
    const holder = await holderNamed('Curler');
    const curling = await g.newSession({ activityId: g.curlingId });
    const answer = await admit(curling, holder.memberId);
    expect(answer.status).toBe(409);
    expect(answer.body.errors.title).toBe(passCheckInTexts.notIncludedTitle);
    expect(await g.admissionsOf(holder)).toBe(0);
  });

  it('refuses a member with no card in use, and a session that is not', async () => {
    const holder = await holderNamed('Cardless');
    await t.database.db.execute(
      sql`update pass_cards set revoked_at = ${TEST_NOW.toISOString()}::timestamptz
          where member_id = ${holder.memberId}`,
    );
    expectRefused(
      await admit(await g.newSession(), holder.memberId),
      texts.noCardTitle,
      texts.noCard,
    );
    const other = await holderNamed('Nosession');
    expect((await admit(999_999, other.memberId)).status).toBe(404);
    expect((await admit(0, other.memberId)).status).toBe(400);
    expect(await g.admissionsOf(other)).toBe(0);
  });

  it('is open to the box office too', async () => {
    const { client } = await logInAs(t, 'box-office');
    const holder = await holderNamed('Window');
    expect(await namesFound(holder.name)).toEqual([holder.name]);
    expect((await admit(await g.newSession(), holder.memberId, client)).status).toBe(201);
  });
});

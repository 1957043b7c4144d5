/**
 * The account page's passes and the holders' cards over HTTP (issue 31): a logged-in member
 * sees each household member's card and pass, the renewal from 60 days before the expiry on,
 * and a card opens by its code, as data and as a PDF; a replaced card says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSessionResponseSchema } from '@shop/core/member-api';
import { membershipOrderResponseSchema } from '@shop/core/membership-api';
import { memberPassesResponseSchema, passCardResponseSchema } from '@shop/core/pass-card-api';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMembershipOrderTestKit } from '../memberships/membership-order-test-kit.ts';
import { reissuePassCard } from './index.ts';

let t: TestApp;
let dualId: number;
beforeAll(async () => {
  t = await createTestApp();
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
});
afterAll(() => t.close());

const { api, login, tokenize, orderBody, placeOrder } = createMembershipOrderTestKit(
  () => t,
  () => dualId,
);

async function registerMember(email: string) {
  const response = await api('POST', '/memberships/register', {
    firstName: 'Ada',
    lastName: 'Skier',
    email,
    password: 'Groomed-Trail-2026!',
    passwordConfirmation: 'Groomed-Trail-2026!',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return memberSessionResponseSchema.parse(response.body).data.attributes;
}

async function buyDualPassAs(token: string, email: string) {
  const response = await placeOrder(
    orderBody({ email, cardToken: await tokenize('4111111111111111') }),
    { token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return membershipOrderResponseSchema.parse(response.body).data.attributes;
}

const readPasses = async (token: string) => {
  const response = await api('GET', '/account/passes', undefined, {
    authorization: `Bearer ${token}`,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return memberPassesResponseSchema.parse(response.body).data.attributes;
};

describe('the account page’s passes', () => {
  it('lists each holder with their card and pass, and offers no renewal a year ahead', async () => {
    const email = `account.${Date.now()}@example.org`;
    const session = await registerMember(email);
    const before = await readPasses(session.token);
    expect(before.holders).toEqual([
      expect.objectContaining({ firstName: 'Ada', isPrimary: true, cardCode: null, passes: [] }),
    ]);
    expect(before.renewal).toBeNull();

    const order = await buyDualPassAs(session.token, email);
    const after = await readPasses(session.token);
    expect(after.holders.map((holder) => [holder.firstName, holder.isPrimary])).toEqual([
      [order.members[0]!.firstName, true],
      ['Bo', false],
    ]);
    for (const holder of after.holders) {
      expect(holder.cardCode).toMatch(/^P[A-Z2-7]{26}$/);
      expect(holder.passes).toEqual([
        expect.objectContaining({
          membershipId: dualId,
          product: 'Dual Pass',
          startsOn: order.startsOn,
          expiresOn: order.expiresOn,
          status: 'valid',
        }),
      ]);
    }
    expect(after.renewal).toBeNull();
  });

  it('offers the renewal from 60 days before the expiry, and renews from the day after it', async () => {
    const email = `renew.${Date.now()}@example.org`;
    const session = await registerMember(email);
    const order = await buyDualPassAs(session.token, email);
    const saved = t.now.value;
    try {
      // 59 days before the expiry, in Denver's afternoon.
      const expiry = new Date(`${order.expiresOn}T19:00:00Z`);
      t.now.value = new Date(expiry.getTime() - 59 * 86_400_000);
      // A session lasts days, not a year: log in again at that time.
      const later = await login(email, 'Groomed-Trail-2026!');
      const passes = await readPasses(later.token);
      const next = new Date(`${order.expiresOn}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(passes.renewal).toEqual({
        membershipId: dualId,
        product: 'Dual Pass',
        expiresOn: order.expiresOn,
        renewsFrom: next.toISOString().slice(0, 10),
        lapsed: false,
      });
      // Renewed now, the new pass runs from the day after the old one ends.
      const renewal = await buyDualPassAs(later.token, email);
      expect(renewal.startsOn).toBe(passes.renewal!.renewsFrom);
      expect(renewal.expiresOn > order.expiresOn).toBe(true);
      const renewedPasses = await readPasses(later.token);
      expect(renewedPasses.renewal).toBeNull();
      expect(renewedPasses.holders[0]!.passes.map((pass) => pass.status)).toEqual([
        'not-started',
        'valid',
      ]);

      t.now.value = new Date(`${renewal.expiresOn}T19:00:00Z`);
      t.now.value = new Date(t.now.value.getTime() + 3 * 86_400_000);
      const lapsed = await readPasses((await login(email, 'Groomed-Trail-2026!')).token);
      expect(lapsed.renewal).toMatchObject({ lapsed: true });
      expect(lapsed.holders[0]!.passes[0]!.status).toBe('expired');
    } finally {
      t.now.value = saved;
    }
  });

  it('asks for a login', async () => {
    const response = await api('GET', '/account/passes');
    expect(response.status).toBe(401);
    expect(response.body.errors.message).toBeTruthy();
  });
});

describe('a card by its code', () => {
  it('opens as data and as a PDF, and a replaced card says it no longer admits', async () => {
    const email = `card.${Date.now()}@example.org`;
    const session = await registerMember(email);
    const order = await buyDualPassAs(session.token, email);
    const { holders } = await readPasses(session.token);
    const code = holders[1]!.cardCode!;

    const response = await api('GET', `/pass-cards/${code.toLowerCase()}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(passCardResponseSchema.parse(response.body).data.attributes).toEqual({
      code,
      firstName: 'Bo',
      lastName: 'Skier',
      memberCode: holders[1]!.memberCode,
      product: 'Dual Pass',
      startsOn: order.startsOn,
      expiresOn: order.expiresOn,
      status: 'valid',
      revoked: false,
      photoUrl: null,
    });

    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/pass-cards/${code}/card.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('Membership card of Bo');

    await t.database.db.transaction((tx) => reissuePassCard(tx, holders[1]!.memberId, t.now.value));
    const old = await api('GET', `/pass-cards/${code}`);
    expect(passCardResponseSchema.parse(old.body).data.attributes.revoked).toBe(true);
    const renewed = await readPasses(session.token);
    expect(renewed.holders[1]!.cardCode).not.toBe(code);
  });

  it('answers 404 for a code that is no card, forged or malformed', async () => {
    for (const code of ['PAAAAAAAAAAAAAAAAAAAAAAAAAA', 'not-a-card', '%27%20or%201%3D1']) {
      const response = await api('GET', `/pass-cards/${code}`);
      expect(response.status, code).toBe(404);
      expect(response.body.errors.message).toContain('That card was not found.');
    }
  });
});

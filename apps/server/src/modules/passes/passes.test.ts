/**
 * Pass holders' cards and products' entitlements (issue 31, decision 088): a membership order
 * gives each pass holder a card, a second pass keeps it, a lost card is revoked and issued anew,
 * and a member's passes are read with what their product entitles.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPassCode } from '@shop/core/membership-entitlements';
import { membershipOrderResponseSchema } from '@shop/core/membership-api';
import { activities, passCards, tickets } from '../../db/schema.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMembershipOrderTestKit } from '../memberships/membership-order-test-kit.ts';
import {
  findCard,
  findCardsInUse,
  issuePassCards,
  readMemberPasses,
  reissuePassCard,
  replaceEntitlements,
} from './index.ts';

let t: TestApp;
let dualId: number;
beforeAll(async () => {
  t = await createTestApp();
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
});
afterAll(() => t.close());

const { tokenize, orderBody, placeOrder } = createMembershipOrderTestKit(
  () => t,
  () => dualId,
);

async function buyDualPass(email: string) {
  const response = await placeOrder(
    orderBody({ email, cardToken: await tokenize('4111111111111111') }),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return membershipOrderResponseSchema.parse(response.body).data.attributes;
}

describe('pass holders’ cards', () => {
  it('gives each pass holder of an order one card with an unguessable P code', async () => {
    const order = await buyDualPass(`cards.${Date.now()}@example.org`);
    const holders = order.members.map((member) => member.id);
    const cards = await findCardsInUse(t.database.db, holders);
    expect([...cards.keys()].sort()).toEqual([...holders].sort());
    const codes = [...cards.values()].map((card) => card.code);
    for (const code of codes) expect(isPassCode(code)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps a holder’s card when a second pass is written for them', async () => {
    const order = await buyDualPass(`renewing.${Date.now()}@example.org`);
    const primary = order.members[0]!.id;
    const before = (await findCardsInUse(t.database.db, [primary])).get(primary)!;
    await issuePassCards(t.database.db, [primary, primary]);
    const cards = await t.database.db
      .select()
      .from(passCards)
      .where(and(eq(passCards.memberId, primary), isNull(passCards.revokedAt)));
    expect(cards.map((card) => card.code)).toEqual([before.code]);
  });

  it('revokes a lost card and issues a new one in one transaction', async () => {
    const order = await buyDualPass(`lost.${Date.now()}@example.org`);
    const holder = order.members[1]!.id;
    const old = (await findCardsInUse(t.database.db, [holder])).get(holder)!;
    const at = new Date('2026-12-02T17:00:00Z');
    const swapped = await t.database.db.transaction((tx) => reissuePassCard(tx, holder, at));
    expect(swapped!.revoked.code).toBe(old.code);
    expect(swapped!.issued.code).not.toBe(old.code);
    expect((await findCard(t.database.db, old.code))!.revokedAt).toEqual(at);
    expect((await findCardsInUse(t.database.db, [holder])).get(holder)!.code).toBe(
      swapped!.issued.code,
    );
    // A member with no card in use has nothing to revoke.
    expect(
      await t.database.db.transaction((tx) => reissuePassCard(tx, 999_999, at)),
    ).toBeUndefined();
  });
});

describe('a product’s entitlements', () => {
  it('are read with each pass, and a product without any entitles nothing', async () => {
    const order = await buyDualPass(`entitled.${Date.now()}@example.org`);
    const [skate] = await t.database.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.centamanId, 'public-skate'));
    const [admission] = await t.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.centamanId, 'skate-rental'));
    const holders = order.members.map((member) => member.id);

    // The demo's Dual Pass includes public skating, among others, with guest passes.
    const before = await readMemberPasses(t.database.db, holders);
    expect(before).toHaveLength(2);
    expect(before[0]!.entitlements.includedActivityIds).toContain(skate!.id);
    expect(before[0]!.entitlements.guestPassesPerTerm).toBe(2);

    const entitlements = {
      includedActivityIds: [skate!.id],
      memberPrices: [{ ticketId: admission!.id, percentOff: 25, memberPriceCents: null }],
      guestPassesPerTerm: 2,
    };
    await t.database.db.transaction((tx) => replaceEntitlements(tx, dualId, entitlements));
    const after = await readMemberPasses(t.database.db, holders);
    expect(after.map((pass) => pass.entitlements)).toEqual([entitlements, entitlements]);
    expect(after[0]).toMatchObject({
      membershipId: dualId,
      product: 'Dual Pass',
      revoked: false,
      startsOn: order.startsOn,
      expiresOn: order.expiresOn,
    });
    const nothing = { includedActivityIds: [], memberPrices: [], guestPassesPerTerm: 0 };
    await t.database.db.transaction((tx) => replaceEntitlements(tx, dualId, nothing));
    const none = await readMemberPasses(t.database.db, holders);
    expect(none.map((pass) => pass.entitlements)).toEqual([nothing, nothing]);
    await t.database.db.transaction((tx) =>
      replaceEntitlements(tx, dualId, before[0]!.entitlements),
    );
  });

  it('refuses a member price that is neither a percentage nor a price, in the database too', async () => {
    await expect(
      t.database.db.execute(sql`insert into membership_entitlements
        (membership_id, kind, ticket_id, percent_off, member_price_cents)
        values (${dualId}, 'member-price', (select min(id) from tickets), 10, 500)`),
    ).rejects.toThrow();
  });
});

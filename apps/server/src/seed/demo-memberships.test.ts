import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPassCode, isPassValidOn } from '@shop/core/membership-entitlements';
import { isRenewalOpen } from '@shop/core/pass-card-api';
import { queryRows, type DatabaseHandle } from '../db/database.ts';
import { members, membershipOrders, tickets } from '../db/schema.ts';
import {
  findCardsInUse,
  readEntitlements,
  readMemberPasses,
  replaceEntitlements,
} from '../modules/passes/index.ts';
import { TEST_NOW } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { findDemoIds } from './demo-data.ts';
import {
  DEMO_MEMBER_EMAIL,
  DEMO_RENEWAL_EMAIL,
  findDemoMembershipId,
  seedDemoMemberships,
} from './demo-memberships.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seededFor: TEST_NOW });
});
afterAll(() => database.close());

async function counts() {
  const rows = await queryRows<{ name: string; count: number }>(
    database.db,
    sql`
    select 'memberships' as name, count(*)::int as count from memberships union all
    select 'membership_add_ons', count(*)::int from membership_add_ons union all
    select 'membership_entitlements', count(*)::int from membership_entitlements union all
    select 'members', count(*)::int from members union all
    select 'member_credentials', count(*)::int from member_credentials union all
    select 'coupons', count(*)::int from coupons where product_area = 'Memberships' union all
    select 'coupon_uses', sum(used_count)::int from coupons union all
    select 'membership_orders', count(*)::int from membership_orders union all
    select 'member_memberships', count(*)::int from member_memberships union all
    select 'pass_cards', count(*)::int from pass_cards`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

async function ticketIds(codes: string[]) {
  const rows = await database.db
    .select({ id: tickets.id, code: tickets.centamanId })
    .from(tickets)
    .where(inArray(tickets.centamanId, codes));
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

describe('demo memberships', () => {
  it('are idempotent: another run, that day or later, changes nothing', async () => {
    const first = await counts();
    await seedDemoMemberships(database.db, { today: TEST_NOW });
    await seedDemoMemberships(database.db, { today: new Date('2027-03-01T15:00:00Z') });
    expect(await counts()).toEqual(first);
    expect(first).toEqual({
      memberships: 5,
      membership_add_ons: 4,
      // Three activities and five member prices for each of three passes, two for the museum's.
      membership_entitlements: 26,
      // Two demo households: Dana Powell's three and Casey Morgan's two.
      members: 5,
      member_credentials: 2,
      // Three of its own and the catalogue's MEMBER15; COMPPASS used by each demo pass.
      coupons: 4,
      coupon_uses: 2,
      membership_orders: 2,
      member_memberships: 5,
      pass_cards: 5,
    });
  });

  it('entitle what their descriptions promise: visits, member prices on lessons and tours, guests', async () => {
    const activity = (await findDemoIds(database.db)).activity;
    const [familyId, museumId] = await Promise.all([
      findDemoMembershipId(database.db, 'family-pass'),
      findDemoMembershipId(database.db, 'museum-pass'),
    ]);
    const ticket = await ticketIds([
      'skate-class',
      'snowshoe-adult',
      'snowshoe-child',
      'zipline-adult',
      'zipline-child',
    ]);
    const entitlements = await readEntitlements(database.db, [familyId, museumId]);
    expect(entitlements.get(familyId)).toEqual({
      includedActivityIds: [
        activity('museum-admission'),
        activity('public-skate'),
        activity('trail-pass'),
      ],
      memberPrices: [
        { ticketId: ticket['skate-class'], percentOff: null, memberPriceCents: 2000 },
        ...['snowshoe-adult', 'snowshoe-child', 'zipline-adult', 'zipline-child'].map((code) => ({
          ticketId: ticket[code],
          percentOff: 20,
          memberPriceCents: null,
        })),
      ],
      guestPassesPerTerm: 4,
    });
    expect(entitlements.get(museumId)).toEqual({
      includedActivityIds: [activity('museum-admission'), activity('heritage-exhibit')],
      memberPrices: [],
      guestPassesPerTerm: 0,
    });
  });

  it('leave a product’s entitlements as the back office set them on a later run', async () => {
    const dualId = await findDemoMembershipId(database.db, 'dual-pass');
    const changed = { includedActivityIds: [], memberPrices: [], guestPassesPerTerm: 1 };
    await database.db.transaction((tx) => replaceEntitlements(tx, dualId, changed));
    await seedDemoMemberships(database.db, { today: TEST_NOW });
    expect((await readEntitlements(database.db, [dualId])).get(dualId)).toEqual(changed);
  });

  it('give the renewal household a Dual Pass that began 340 days before the seed, ending 25 days after it', async () => {
    const [primary] = await database.db
      .select()
      .from(members)
      .where(eq(members.email, DEMO_RENEWAL_EMAIL));
    const passes = await readMemberPasses(database.db, [primary!.id]);
    // 340 days before 2026-12-01 is 2025-12-26; a year's pass ends the day before its anniversary.
    expect(passes.map((pass) => [pass.product, pass.startsOn, pass.expiresOn])).toEqual([
      ['Dual Pass', '2025-12-26', '2026-12-25'],
    ]);
    expect(isRenewalOpen(passes[0]!.expiresOn, '2026-12-01')).toBe(true);
  });

  it('give the demo household a current Family Pass from the seed’s day, and each member a card', async () => {
    const [primary] = await database.db
      .select()
      .from(members)
      .where(eq(members.email, DEMO_MEMBER_EMAIL));
    const household = await database.db
      .select()
      .from(members)
      .where(eq(members.householdId, primary!.householdId));
    const ids = household.map((member) => member.id);
    const passes = await readMemberPasses(database.db, ids);
    expect(passes.map((pass) => [pass.product, pass.role, pass.startsOn, pass.expiresOn])).toEqual(
      expect.arrayContaining([
        ['Family Pass', 'primary', '2026-12-01', '2027-11-30'],
        ['Family Pass', 'secondary', '2026-12-01', '2027-11-30'],
      ]),
    );
    expect(new Set(passes.map((pass) => pass.memberId))).toEqual(new Set(ids));
    for (const pass of passes) expect(isPassValidOn(pass, '2026-12-01')).toBe(true);
    expect(passes[0]!.entitlements.guestPassesPerTerm).toBe(4);

    const cards = await findCardsInUse(database.db, ids);
    expect([...cards.values()].every((card) => isPassCode(card.code))).toBe(true);
    expect(cards.size).toBe(3);

    const [order] = await database.db
      .select()
      .from(membershipOrders)
      .where(eq(membershipOrders.householdId, primary!.householdId));
    expect(order).toMatchObject({
      primaryMemberId: primary!.id,
      couponCode: 'COMPPASS',
      subtotalBeforeDiscountsCents: 19900,
      discountCents: 19900,
      totalPaidCents: 0,
      createdAt: TEST_NOW,
    });
    expect(household.map((member) => member.membershipTypeId).sort()).toEqual([
      'family-member',
      'family-member',
      'family-primary',
    ]);
  });

  it('keep one primary member per household', async () => {
    const [household] = await queryRows<{ household_id: number }>(
      database.db,
      sql`select household_id from members where is_primary limit 1`,
    );
    await expect(
      database.db.execute(
        sql`insert into members (household_id, member_code, first_name, last_name, is_primary)
            values (${household!.household_id}, 'M-second', 'Second', 'Primary', true)`,
      ),
    ).rejects.toThrow();
  });
});

/**
 * The back office's membership products (decision 048) through the real HTTP app: made and
 * changed by admins and managers, audited, refused in words, and sold by the shop as made.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMembership, MembershipBody } from '@shop/core/membership-admin-api';
import {
  membershipCheckoutResponseSchema,
  membershipsResponseSchema,
} from '@shop/core/membership-api';
import { taxRateTexts } from '@shop/core/tax-rate';
import { queryRows } from '../../db/database.ts';
import { shopClient, testPrimaryMember } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';

let t: TestApp;
let admin: AdminClient;
let manager: AdminClient;
beforeAll(async () => {
  t = await createStaffTestApp();
  admin = (await logInAs(t, 'admin')).client;
  manager = (await logInAs(t, 'manager')).client;
});
afterAll(() => t.close());

const shopList = async () =>
  membershipsResponseSchema
    .parse((await shopClient(t).api('GET', '/memberships/memberships')).body)
    .data.map((item) => item.attributes);

let counter = 0;
function newMembership(overrides: Partial<MembershipBody> = {}): MembershipBody {
  counter += 1;
  return {
    centamanId: `TRAIL-${counter}`,
    name: `Trail pass ${counter}`,
    package: null,
    displayName: `Trail Pass ${counter}`,
    description: 'A year on every trail.',
    location: null,
    membershipImage: '/images/memberships/family-pass.svg',
    position: 0,
    active: true,
    main: false,
    featured: false,
    addOn: false,
    primaryOptions: { centamanId: `TRAIL-${counter}-P`, displayName: 'Primary', price: 120.5 },
    taxRatePercent: 0,
    secondaryOptions: { centamanId: `TRAIL-${counter}-S`, displayName: 'Family', maxQuantity: 2 },
    durationMonths: 12,
    waiverLink: null,
    addOns: [
      {
        centamanId: `TRAIL-${counter}-X`,
        kind: 'member',
        displayName: 'Extra family member',
        description: null,
        price: 35,
        taxRatePercent: 0,
        maxQuantity: 4,
        active: true,
      },
      {
        centamanId: `TRAIL-${counter}-PARK`,
        kind: 'item',
        displayName: 'Parking pass',
        description: 'One car',
        price: 20,
        taxRatePercent: 7.25,
        maxQuantity: null,
        active: true,
      },
    ],
    ...overrides,
  };
}

async function create(client: AdminClient, overrides: Partial<MembershipBody> = {}) {
  const answer = await client.call('POST', '/memberships', { body: newMembership(overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as AdminMembership;
}

describe('membership products in the back office', () => {
  it('are made with options, add-ons and prices, audited, and listed by the shop', async () => {
    const made = await create(admin, { position: 1 });
    expect(made).toMatchObject({ orders: 0, primaryOptions: { price: 120.5 } });
    const log = await admin.call('GET', '/audit-log?entity=membership');
    expect(log.body.data[0]).toMatchObject({
      action: 'membership.create',
      entityId: String(made.id),
      after: expect.objectContaining({ centamanId: made.centamanId }),
    });

    const listed = (await shopList()).find((membership) => membership.id === made.id);
    expect(listed).toMatchObject({
      displayName: made.displayName,
      membershipImage: '/images/memberships/family-pass.svg',
      primaryOptions: { centamanId: made.primaryOptions.centamanId, price: 120.5 },
      secondaryOptions: { displayName: 'Family', maxQuantity: 2 },
    });
    expect(listed!.addOns.map((addOn) => [addOn.displayName, addOn.price])).toEqual([
      ['Extra family member', 35],
      ['Parking pass', 20],
    ]);
  });

  it('are reordered, their add-ons changed, and taken off sale by a manager', async () => {
    const made = await create(manager);
    const [extra, parking] = made.addOns;
    const changed = await manager.call('PATCH', `/memberships/${made.id}`, {
      body: { position: 99, addOns: [{ ...parking!, price: 25 }] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // The add-on left out is off sale, kept for the orders that name it.
    expect(
      (changed.body.data as AdminMembership).addOns.map((a) => [a.centamanId, a.active]),
    ).toEqual([
      [parking!.centamanId, true],
      [extra!.centamanId, false],
    ]);
    const listed = (await shopList()).find((membership) => membership.id === made.id);
    expect(listed!.addOns.map((addOn) => [addOn.displayName, addOn.price])).toEqual([
      ['Parking pass', 25],
    ]);
    expect((await shopList()).at(-1)!.id).toBe(made.id);

    const log = await admin.call('GET', '/audit-log?entity=membership&action=membership.change');
    expect(log.body.data[0].before.addOns).toHaveLength(2);
    expect(log.body.data[0].after.position).toBe(99);

    const offSale = await manager.call('PATCH', `/memberships/${made.id}`, {
      body: { active: false },
    });
    expect(offSale.status).toBe(200);
    expect((await shopList()).some((membership) => membership.id === made.id)).toBe(false);
    const adminList = (await manager.call('GET', '/memberships')).body.data as AdminMembership[];
    expect(adminList.find((membership) => membership.id === made.id)?.active).toBe(false);
  });

  it('drop the secondary option the shop then stops offering', async () => {
    const made = await create(admin);
    const answer = await admin.call('PATCH', `/memberships/${made.id}`, {
      body: { secondaryOptions: null },
    });
    expect(answer.status).toBe(200);
    const listed = (await shopList()).find((membership) => membership.id === made.id);
    expect(listed!.secondaryOptions).toBeNull();
  });
});

describe('the tax rate of a membership product', () => {
  /** What the shop's membership checkout charges for the primary pass and one add-on item. */
  async function checkoutOf(made: AdminMembership) {
    const answer = await shopClient(t).api('POST', '/memberships/checkouts', {
      orderInfo: {
        membershipId: made.id,
        primaryMember: testPrimaryMember,
        secondaryMembers: [],
        addOnMembers: [],
        donationAmount: 0,
        coupon: null,
        membershipSelections: [
          { centamanId: made.primaryOptions.centamanId, quantity: 1 },
          { centamanId: made.addOns[1]!.centamanId, quantity: 1 },
        ],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return membershipCheckoutResponseSchema.parse(answer.body).data.attributes;
  }

  it('is in percent as for ticket types: 7 means 7 %, shown and charged so', async () => {
    const made = await create(admin, {
      primaryOptions: { centamanId: `TAX-${counter + 1}-P`, displayName: 'Primary', price: 100 },
      taxRatePercent: 7,
      addOns: newMembership().addOns.map((addOn) => ({ ...addOn, taxRatePercent: 7.25 })),
    });
    expect(made.taxRatePercent).toBe(7);
    expect(made.addOns.map((addOn) => addOn.taxRatePercent)).toEqual([7.25, 7.25]);
    const [row] = await queryRows<{ tax_rate_bps: number }>(
      t.database.db,
      sql`select tax_rate_bps from memberships where id = ${made.id}`,
    );
    expect(row?.tax_rate_bps).toBe(700);

    // $100 at 7 % and a $20 parking pass at 7.25 %: $7 and $1.45 of tax.
    const priced = await checkoutOf(made);
    expect(priced.totals).toMatchObject({ subtotal: 120, totalTaxes: 8.45, total: 128.45 });

    const changed = await admin.call('PATCH', `/memberships/${made.id}`, {
      body: { taxRatePercent: 8.25 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((changed.body.data as AdminMembership).taxRatePercent).toBe(8.25);
    expect((await checkoutOf(made)).totals).toMatchObject({ totalTaxes: 9.7 });
  });

  it('refuses a rate in basis points with the same words as ticket types', async () => {
    const answer = await admin.call('POST', '/memberships', {
      body: { ...newMembership(), taxRatePercent: 725 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.fields.taxRatePercent).toEqual([taxRateTexts.atMost]);
    const twoPlaces = await admin.call('POST', '/memberships', {
      body: { ...newMembership(), taxRatePercent: 7.255 },
    });
    expect(twoPlaces.body.errors.fields.taxRatePercent).toEqual([taxRateTexts.twoPlaces]);
  });
});

describe('refused membership products', () => {
  it('answer a clear 4xx and change nothing', async () => {
    const existing = await create(admin);
    const before = await countRows(t, 'memberships');
    const auditBefore = await countRows(t, 'audit_log', sql`entity = 'membership'`);
    const post = (overrides: Partial<MembershipBody> | Record<string, unknown>) =>
      admin.call('POST', '/memberships', { body: { ...newMembership(), ...overrides } });

    const negative = await post({
      primaryOptions: { centamanId: 'X-P', displayName: 'P', price: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.errors.fields).toHaveProperty(['primaryOptions.price']);
    expect((await post({ membershipImage: 'javascript:alert(1)' })).status).toBe(400);
    const twice = newMembership();
    expect((await post({ addOns: [twice.addOns[0], twice.addOns[0]] })).status).toBe(400);
    const taken = await post({ centamanId: existing.centamanId });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.fields).toHaveProperty('centamanId');
    const takenOnChange = await admin.call('PATCH', `/memberships/${existing.id}`, {
      body: { centamanId: 'family-pass' },
    });
    expect(takenOnChange.status).toBe(409);
    expect(
      (await admin.call('PATCH', '/memberships/999999', { body: { active: false } })).status,
    ).toBe(404);

    expect(await countRows(t, 'memberships')).toBe(before);
    expect(await countRows(t, 'audit_log', sql`entity = 'membership'`)).toBe(auditBefore);
  });

  it('are out of reach of box office and check-in staff', async () => {
    for (const role of ['box-office', 'check-in'] as const) {
      const { client } = await logInAs(t, role);
      expect((await client.call('GET', '/memberships')).status).toBe(403);
      expect((await client.call('POST', '/memberships', { body: newMembership() })).status).toBe(
        403,
      );
      expect(
        (await client.call('PATCH', '/memberships/1', { body: { active: false } })).status,
      ).toBe(403);
    }
  });
});

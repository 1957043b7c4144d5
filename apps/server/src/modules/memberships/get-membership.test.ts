import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponResponseSchema } from '@shop/core/coupon-api';
import { membershipResponseSchema, membershipsResponseSchema } from '@shop/core/membership-api';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

import { createMembershipCheckoutTestKit } from './membership-checkout-test-kit.ts';

let t: TestApp;
let familyId: number;
let dualId: number;
let individualId: number;
beforeAll(async () => {
  t = await createTestApp();
  familyId = await findDemoMembershipId(t.database.db, 'family-pass');
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
  individualId = await findDemoMembershipId(t.database.db, 'individual-pass');
});
afterAll(() => t.close());

const { api } = createMembershipCheckoutTestKit(
  () => t,
  () => familyId,
);

describe('membership products', () => {
  it('lists the active memberships in order, with their options and add-ons', async () => {
    const response = await api('GET', '/memberships/memberships');
    const list = membershipsResponseSchema.parse(response.body).data.map((item) => item.attributes);
    expect(list.map((membership) => membership.displayName)).toEqual([
      'Individual Pass',
      'Dual Pass',
      'Family Pass',
      'Museum Pass',
    ]);
    const family = list.find((membership) => membership.id === familyId)!;
    expect(family).toMatchObject({
      primaryOptions: { centamanId: 'family-primary', price: 199 },
      secondaryOptions: { centamanId: 'family-member', maxQuantity: 3 },
      featured: true,
    });
    expect(family.addOns.map((addOn) => [addOn.centamanId, addOn.kind, addOn.price])).toEqual([
      ['family-extra-member', 'member', 45],
      ['family-parking', 'item', 40],
    ]);
    expect(list.find((membership) => membership.id === individualId)!.secondaryOptions).toBeNull();
    expect(list.find((membership) => membership.displayName === 'Museum Pass')).toMatchObject({
      primaryOptions: { centamanId: 'museum-primary', price: 49 },
      secondaryOptions: null,
      addOns: [],
      membershipImage: '/images/memberships/museum-pass.svg',
    });
  });

  it('answers one membership, and 404 for an unknown or retired one', async () => {
    const one = await api('GET', `/memberships/memberships/${dualId}`);
    expect(membershipResponseSchema.parse(one.body).data.attributes.displayName).toBe('Dual Pass');
    const retired = await findDemoMembershipId(t.database.db, 'founders-circle');
    for (const id of [retired, 999_999]) {
      const response = await api('GET', `/memberships/memberships/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.errors.message).toBe('Membership Not Found');
    }
    expect((await api('GET', '/memberships/memberships/abc')).status).toBe(400);
  });
});

describe('membership promo codes', () => {
  it('looks a code up for a membership', async () => {
    const response = await api(
      'GET',
      `/memberships/coupons/member15?product_area=Memberships&membership_id=${familyId}`,
    );
    expect(couponResponseSchema.parse(response.body).data.attributes).toMatchObject({
      code: 'MEMBER15',
      kind: 'percent',
      percent: 15,
      productArea: 'Memberships',
    });
  });

  it('refuses a code of another membership, a ticket code and an unknown code', async () => {
    const cases: [string, string][] = [
      [
        `FAMILY20?membership_id=${dualId}`,
        'This coupon code could not be applied based on your selections.',
      ],
      [
        `WINTER10?membership_id=${dualId}`,
        'This coupon code could not be applied based on your selections.',
      ],
      ['NOPE', 'This coupon code is not valid.'],
    ];
    for (const [path, message] of cases) {
      const response = await api('GET', `/memberships/coupons/${path}`);
      expect(response.status).toBe(422);
      expect(response.body.errors.message).toBe(message);
    }
  });
});

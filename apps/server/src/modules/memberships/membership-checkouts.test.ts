import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSessionResponseSchema, type MemberSession } from '@shop/core/member-api';
import { coupons } from '../../db/schema.ts';
import {
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PASSWORD,
  findDemoMembershipId,
} from '../../seed/demo-memberships.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

import { createMembershipCheckoutTestKit } from './membership-checkout-test-kit.ts';

let t: TestApp;
let familyId: number;
let dualId: number;
let demo: MemberSession;
beforeAll(async () => {
  t = await createTestApp();
  familyId = await findDemoMembershipId(t.database.db, 'family-pass');
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
  demo = memberSessionResponseSchema.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
      })
    ).json(),
  ).data.attributes;
});
afterAll(() => t.close());

const { api, kid, familyOrderInfo, checkout, priced, primaryMember } =
  createMembershipCheckoutTestKit(
    () => t,
    () => familyId,
  );

describe('membership checkouts', () => {
  it('includes 3 family members free and charges $45 for each one more', async () => {
    const result = priced(
      await checkout(
        familyOrderInfo({
          addOnMembers: [kid('Ed'), kid('Flo')],
          membershipSelections: [
            { centamanId: 'family-primary', quantity: 1 },
            { centamanId: 'family-member', quantity: 3 },
            { centamanId: 'family-extra-member', quantity: 2 },
            { centamanId: 'family-parking', quantity: 1 },
          ],
        }),
      ),
    );
    expect(result.items.map((item) => [item.displayName, item.quantity, item.total])).toEqual([
      ['Family Pass', 1, 199],
      ['Family Member', 3, 0],
      ['Additional Family Member', 2, 90],
      ['Season Parking Pass', 1, 42.9],
    ]);
    expect(result.totals).toEqual({
      total: 331.9,
      subtotal: 329,
      subtotalBeforeDiscounts: 329,
      totalTaxes: 2.9,
      discounts: 0,
      donationAmount: 0,
    });
    expect(result.addOnMembers.map((member) => member.membershipTypeId)).toEqual([
      'family-extra-member',
      'family-extra-member',
    ]);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.isPaymentSkipped).toBe(false);
  });

  it('refuses more free family members than included with the limit message', async () => {
    const response = await checkout(
      familyOrderInfo({ secondaryMembers: [kid('A'), kid('B'), kid('C'), kid('D')] }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.message).toBe(
      'You are only allowed to add 3 FREE family members on this page. Continue through to the next screen to add more Family members at an additional cost.',
    );
  });

  it('refuses more add-on items than passes', async () => {
    const response = await checkout({
      membershipId: dualId,
      primaryMember,
      secondaryMembers: [kid('Bo')],
      membershipSelections: [
        { centamanId: 'dual-primary', quantity: 1 },
        { centamanId: 'dual-member', quantity: 1 },
        { centamanId: 'dual-parking', quantity: 3 },
      ],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({
      title: 'Invalid Selection',
      message:
        'Add-on ticket quantities may not exceed the total number of selected passes. Please edit your add-on selections and try again.',
    });
  });

  it('refuses selections that do not match the pass holders', async () => {
    const response = await checkout(
      familyOrderInfo({
        membershipSelections: [
          { centamanId: 'family-primary', quantity: 1 },
          { centamanId: 'family-member', quantity: 2 },
        ],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.title).toBe('Invalid Selection');
    const wrongType = await checkout(
      familyOrderInfo({ secondaryMembers: [{ ...kid('Bo'), membershipTypeId: 'dual-member' }] }),
    );
    expect(wrongType.status).toBe(422);
  });

  it('takes a promo code off and adds an untaxed donation', async () => {
    const result = priced(
      await checkout(familyOrderInfo({ coupon: 'family20', donationAmount: 25 })),
    );
    expect(result.coupon).toBe('FAMILY20');
    expect(result.items[0]).toMatchObject({
      price: 199,
      priceAfterDiscounts: 159.2,
      savings: 39.8,
      totalSavings: 39.8,
    });
    expect(result.totals).toMatchObject({
      subtotalBeforeDiscounts: 199,
      discounts: 39.8,
      subtotal: 159.2,
      donationAmount: 25,
      total: 184.2,
    });
  });

  it('takes a membership’s promo code off its passes, not off its parking pass', async () => {
    const result = priced(
      await checkout(
        familyOrderInfo({
          coupon: 'FAMILY20',
          membershipSelections: [
            { centamanId: 'family-primary', quantity: 1 },
            { centamanId: 'family-member', quantity: 3 },
            { centamanId: 'family-parking', quantity: 1 },
          ],
        }),
      ),
    );
    expect(result.items.map((item) => [item.displayName, item.totalSavings, item.total])).toEqual([
      ['Family Pass', 39.8, 159.2],
      ['Family Member', 0, 0],
      ['Season Parking Pass', 0, 42.9],
    ]);
    expect(result.totals).toMatchObject({ discounts: 39.8, total: 202.1 });
  });

  it('refuses a code for another membership, an expired one and a used-up one', async () => {
    await t.database.db
      .insert(coupons)
      .values({
        code: 'GONE10',
        description: 'Used up',
        productArea: 'Memberships',
        kind: 'percent',
        percent: 10,
        usageLimit: 1,
        usedCount: 1,
      })
      .onConflictDoNothing();
    const messages: Record<string, string> = {
      FAMILY20: 'This coupon code could not be applied based on your selections.',
      SUMMER20: 'This coupon code could not be applied based on your selections.',
      GONE10: 'This coupon code has already been used the maximum number of times.',
    };
    for (const [code, message] of Object.entries(messages)) {
      const response = await checkout({ membershipId: dualId, primaryMember, coupon: code });
      expect(response.status).toBe(422);
      expect(response.body.errors).toMatchObject({ message, fields: { coupon: [message] } });
    }
  });

  it('is updated by PATCH: a code, then a donation, then the code removed', async () => {
    const created = priced(await checkout(familyOrderInfo()));
    const url = `/memberships/checkouts/${created.token}`;
    const withCode = priced(await api('PATCH', url, { orderInfo: { coupon: 'MEMBER15' } }));
    expect(withCode.totals.total).toBe(169.15);
    const withDonation = priced(await api('PATCH', url, { orderInfo: { donationAmount: 10 } }));
    expect(withDonation.totals.total).toBe(179.15);
    expect(withDonation.secondaryMembers).toHaveLength(3);
    const withoutCode = priced(await api('PATCH', url, { orderInfo: { coupon: null } }));
    expect(withoutCode.totals.total).toBe(209);
    expect(priced(await api('GET', url)).totals.total).toBe(209);
    // A refused change is not kept.
    expect((await api('PATCH', url, { orderInfo: { coupon: 'NOPE' } })).status).toBe(422);
    expect(priced(await api('GET', url)).coupon).toBeNull();
    expect((await api('GET', '/memberships/checkouts/unknown-token')).status).toBe(404);
  });

  it('uses the household of the session: its members by id, never another household’s', async () => {
    const [jordan, riley] = demo.secondaryMembers;
    const ours = priced(
      await checkout(
        familyOrderInfo({
          primaryMember: { ...primaryMember, id: demo.primaryMemberId },
          secondaryMembers: [
            { id: jordan!.id, firstName: 'Jordan', lastName: 'Powell', dateOfBirth: '1986-09-02' },
            { id: riley!.id, firstName: 'Riley', lastName: 'Powell', dateOfBirth: '2014-12-20' },
          ],
        }),
        demo.token,
      ),
    );
    expect(ours.secondaryMembers.map((member) => member.id)).toEqual([jordan!.id, riley!.id]);
    // The session's checkout is its own.
    expect((await api('GET', `/memberships/checkouts/${ours.token}`)).status).toBe(404);
    expect(
      (await api('GET', `/memberships/checkouts/${ours.token}`, undefined, demo.token)).status,
    ).toBe(200);

    const stranger = memberSessionResponseSchema.parse(
      (
        await api('POST', '/memberships/register', {
          firstName: 'Sam',
          lastName: 'Stranger',
          email: 'sam@example.org',
          password: 'Powder2026!',
        })
      ).body,
    ).data.attributes;
    const theirs = await checkout(
      familyOrderInfo({
        secondaryMembers: [{ ...kid('Jordan'), id: jordan!.id }],
      }),
      stranger.token,
    );
    expect(theirs.status).toBe(422);
    const guest = await checkout(
      familyOrderInfo({ secondaryMembers: [{ ...kid('J'), id: jordan!.id }] }),
    );
    expect(guest.status).toBe(401);
    expect(guest.body.errors.message).toBe('Please log in to choose existing pass holders.');
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    const response = await checkout(
      familyOrderInfo({
        primaryMember: {
          ...primaryMember,
          phone: '',
          address: { ...primaryMember.address, streetAddress1: '' },
        },
        secondaryMembers: [{ firstName: 'Bo', lastName: '', dateOfBirth: '2015-06-01' }],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors.fields).toMatchObject({
      'orderInfo.primaryMember.phone': ["Phone number can't be blank"],
      'orderInfo.primaryMember.address.streetAddress1': ["Address can't be blank"],
      'orderInfo.secondaryMembers.0.lastName': ['Required'],
    });
    const future = await checkout(
      familyOrderInfo({ secondaryMembers: [{ ...kid('Bo'), dateOfBirth: '2030-01-01' }] }),
    );
    expect(future.status).toBe(400);
    expect(future.body.errors.fields).toEqual({
      'orderInfo.secondaryMembers.0.dateOfBirth': ['Date of birth cannot be later than today'],
    });
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'MEMBER15'));
    expect(coupon!.usedCount).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdResponseSchema, memberSessionResponseSchema } from '@shop/core/member-api';
import { membershipOrderResponseSchema } from '@shop/core/membership-api';
import { membershipOrders } from '../../db/schema.ts';
import {
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PASSWORD,
  findDemoMembershipId,
} from '../../seed/demo-memberships.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

import { createMembershipOrderTestKit, customerInfo } from './membership-order-test-kit.ts';

let t: TestApp;
let familyId: number;
let dualId: number;
beforeAll(async () => {
  t = await createTestApp();
  familyId = await findDemoMembershipId(t.database.db, 'family-pass');
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
});
afterAll(() => t.close());

const { api, tokenize, login, count, orderBody, placeOrder, primaryMember } =
  createMembershipOrderTestKit(
    () => t,
    () => dualId,
  );

describe('a membership order of a logged-in member', () => {
  it('charges the card, gives each pass holder a pass, queues the e-mail, and reads back by token', async () => {
    const demo = await login(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    const [jordan, riley] = demo.secondaryMembers;
    const body = orderBody({
      email: DEMO_MEMBER_EMAIL,
      cardToken: await tokenize('4111111111111111'),
      membershipId: familyId,
      orderInfo: {
        primaryMember: {
          ...primaryMember,
          id: demo.primaryMemberId,
          firstName: 'Dana',
          lastName: 'Powell',
        },
        secondaryMembers: [
          { id: jordan!.id, firstName: 'Jordan', lastName: 'Powell', dateOfBirth: '1986-09-02' },
          { id: riley!.id, firstName: 'Riley', lastName: 'Powell', dateOfBirth: '2014-12-20' },
          { firstName: 'Sky', lastName: 'Powell', dateOfBirth: '2018-02-14' },
        ],
        addOnMembers: [{ firstName: 'Gran', lastName: 'Powell', dateOfBirth: '1950-05-05' }],
        membershipSelections: [
          { centamanId: 'family-primary', quantity: 1 },
          { centamanId: 'family-member', quantity: 3 },
          { centamanId: 'family-extra-member', quantity: 1 },
        ],
        donationAmount: 20,
      },
    });
    const response = await placeOrder(body, { token: demo.token });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const order = membershipOrderResponseSchema.parse(response.body).data.attributes;
    expect(order).toMatchObject({
      totalPaid: 264, // $199 + $45 + a $20 donation
      paymentMethod: 'Visa ending in 1111',
      primaryMemberId: demo.primaryMemberId,
      memberCode: demo.primaryMember.memberCode,
      donationAmount: 20,
      membership: { id: familyId, displayName: 'Family Pass' },
      // A renewal (issue 31): the household's demo pass runs to 2027-11-30, so this one runs on
      // from the day after, not from today.
      startsOn: '2027-12-01',
      expiresOn: '2028-11-30',
      waiver: 'https://waivers.wasatchlegacy.org/membership',
      displayWaiver: true,
      createdAccount: false,
    });
    expect(order.receipt).toMatch(/^\d{6,}$/);
    expect(order.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order.members.map((member) => [member.firstName, member.role])).toEqual([
      ['Dana', 'primary'],
      ['Jordan', 'secondary'],
      ['Riley', 'secondary'],
      ['Sky', 'secondary'],
      ['Gran', 'addOn'],
    ]);
    expect(
      await count(
        'outbox',
        sql`kind = 'membership-confirmation' and (payload->>'membershipOrderId')::int = ${order.id}`,
      ),
    ).toBe(1);

    const household = householdResponseSchema.parse(
      (await api('GET', '/session', undefined, { authorization: `Bearer ${demo.token}` })).body,
    ).data.attributes;
    expect(household.secondaryMembers.map((member) => member.firstName)).toEqual([
      'Jordan',
      'Riley',
      'Sky',
      'Gran',
    ]);
    const familyPass = {
      membershipId: familyId,
      displayName: 'Family Pass',
      membershipTypeId: 'family-primary',
      role: 'primary',
      startsOn: '2026-12-01',
      expiresOn: '2027-11-30',
    };
    const [demoOrder] = await t.database.db
      .select({ receipt: membershipOrders.receipt })
      .from(membershipOrders)
      .where(
        and(
          eq(membershipOrders.primaryMemberId, demo.primaryMemberId),
          eq(membershipOrders.couponCode, 'COMPPASS'),
        ),
      );
    expect(household.primaryMember.memberships).toEqual([
      { ...familyPass, receipt: order.receipt, startsOn: '2027-12-01', expiresOn: '2028-11-30' },
      // The household already held the demo's complimentary Family Pass (demo-member-pass.ts).
      { ...familyPass, receipt: demoOrder!.receipt },
    ]);
    const fetched = await api('GET', `/memberships/orders/${order.token}`);
    expect(membershipOrderResponseSchema.parse(fetched.body).data.attributes).toEqual(order);
    expect((await api('GET', '/memberships/orders/not-a-token')).status).toBe(404);
  });

  it('answers five retries with one key with the first result: one order, one charge', async () => {
    const session = memberSessionResponseSchema.parse(
      (
        await api('POST', '/memberships/register', {
          firstName: 'Ada',
          lastName: 'Retry',
          email: 'retry@example.org',
          password: 'Powder2026!',
        })
      ).body,
    ).data.attributes;
    const body = orderBody({
      email: 'retry@example.org',
      cardToken: await tokenize('5555555555554444'),
    });
    const key = randomUUID();
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await placeOrder(body, { key, token: session.token }));
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((result) => result.body.data.attributes.token)).size).toBe(1);
    expect(
      await count('membership_orders', sql`primary_member_id = ${session.primaryMemberId}`),
    ).toBe(1);
    expect(
      await count(
        'payment_transactions',
        sql`idempotency_key = ${`membership:${key}`} and kind = 'purchase'`,
      ),
    ).toBe(1);
    expect(results[0]!.body.data.attributes.totalPaid).toBe(149);

    // The same key with another order is refused, and charges nothing.
    const other = await placeOrder(
      {
        ...body,
        order: { ...body.order, orderInfo: { ...body.order.orderInfo, donationAmount: 5 } },
      },
      { key, token: session.token },
    );
    expect(other.status).toBe(409);
    expect(other.body.errors.message).toBe(
      'This Idempotency-Key was already used for another order.',
    );
    // So is the same key for another buyer's e-mail (decision 071): never the first order's 201.
    const otherBuyer = await placeOrder(
      { ...body, order: { ...body.order, customerInfo: customerInfo('someone-else@example.org') } },
      { key, token: session.token },
    );
    expect(otherBuyer.status).toBe(409);
    expect(otherBuyer.body.data).toBeUndefined();
    expect(
      await count(
        'payment_transactions',
        sql`idempotency_key = ${`membership:${key}`} and kind = 'purchase'`,
      ),
    ).toBe(1);
  });

  it('shows a declined card as a Payment Method Error and writes nothing', async () => {
    const before = await count('members');
    const response = await placeOrder(
      orderBody({ email: 'declined@example.org', cardToken: await tokenize('4012888888881881') }),
    );
    expect(response.status).toBe(402);
    expect(response.body.errors.title).toBe('Payment Method Error');
    expect(await count('members')).toBe(before);
    expect(await count('member_credentials', sql`email = 'declined@example.org'`)).toBe(0);
  });
});

describe('a total that changed since the billing page showed it (decision 112)', () => {
  it('is refused with the new total and charges nothing; the total as priced is placed', async () => {
    const key = randomUUID();
    const body = orderBody({
      email: 'repriced@example.org',
      cardToken: await tokenize('4111111111111111'),
    });
    // The page showed $139 (a price since raised, a code since expired); the Dual Pass is $149.
    const stale = await placeOrder({ order: { ...body.order, expectedTotal: 139 } }, { key });
    expect(stale.status).toBe(409);
    expect(stale.body.errors).toMatchObject({
      title: 'Your Total Has Changed',
      message:
        'The prices or the promo code changed since this page showed your total. The new total is $149.00, and nothing was charged. Please review it, then submit your order again.',
    });
    expect(await count('payment_transactions', sql`idempotency_key = ${`membership:${key}`}`)).toBe(
      0,
    );
    expect(await count('member_credentials', sql`email = 'repriced@example.org'`)).toBe(0);

    const current = await placeOrder({ order: { ...body.order, expectedTotal: 149 } });
    expect(current.status, JSON.stringify(current.body)).toBe(201);
    expect(current.body.data.attributes.totalPaid).toBe(149);
  });
});

describe('a free membership', () => {
  it("is ordered with the card token 'no token' and charges nothing", async () => {
    const key = randomUUID();
    const response = await placeOrder(
      orderBody({
        email: 'free@example.org',
        cardToken: 'no token',
        orderInfo: { coupon: 'COMPPASS' },
      }),
      { key },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data.attributes).toMatchObject({
      totalPaid: 0,
      paymentMethod: null,
      coupon: 'COMPPASS',
      discounts: 149,
    });
    expect(await count('payment_transactions', sql`idempotency_key = ${`membership:${key}`}`)).toBe(
      0,
    );
  });

  it('still needs a card when something is left to pay', async () => {
    const response = await placeOrder(
      orderBody({ email: 'nocard@example.org', cardToken: 'no token' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors.fields).toEqual({
      'order.cardToken': ['Enter your card details to pay for this order.'],
    });
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  householdResponseSchema,
  memberSessionResponseSchema,
  type MemberSession,
} from '@shop/core/member-api';
import { membershipOrderResponseSchema } from '@shop/core/membership-api';
import { queryRows } from '../../db/database.ts';
import { coupons } from '../../db/schema.ts';
import {
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PASSWORD,
  findDemoMembershipId,
} from '../../seed/demo-memberships.ts';
import { captureMembershipMail } from '../../test/captured-mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testPrimaryMember } from '../../test/shop-client.ts';

let t: TestApp;
let familyId: number;
let dualId: number;
beforeAll(async () => {
  t = await createTestApp();
  familyId = await findDemoMembershipId(t.database.db, 'family-pass');
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
async function call(
  app: TestApp,
  method: Method,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  const response = await app.app.inject({
    method,
    url,
    headers,
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}
const api = (method: Method, url: string, body?: object, headers?: Record<string, string>) =>
  call(t, method, `/api/v1${url}`, body, headers);

async function tokenize(number: string, app = t): Promise<string> {
  const response = await call(app, 'POST', '/sandbox-vault/v1/payment_methods.json', {
    payment_method: {
      credit_card: {
        first_name: 'Ada',
        last_name: 'Skier',
        number,
        verification_value: '123',
        month: '12',
        year: '2030',
      },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.transaction.payment_method.token;
}

async function login(email: string, password: string): Promise<MemberSession> {
  const response = await api('POST', '/login', { email, password });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return memberSessionResponseSchema.parse(response.body).data.attributes;
}

async function count(table: string, where = sql`true`, app = t) {
  const [row] = await queryRows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
  );
  return Number(row!.n);
}

const primaryMember = testPrimaryMember;
const customerInfo = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Skier',
  email,
  phone: '801-555-0100',
});

function orderBody(options: {
  email: string;
  cardToken: string;
  orderInfo?: object;
  membershipId?: number;
}) {
  return {
    order: {
      orderInfo: {
        membershipId: options.membershipId ?? dualId,
        primaryMember,
        secondaryMembers: [{ firstName: 'Bo', lastName: 'Skier', dateOfBirth: '1990-01-01' }],
        ...options.orderInfo,
      },
      customerInfo: customerInfo(options.email),
      cardToken: options.cardToken,
    },
  };
}

function placeOrder(body: object, options: { key?: string; token?: string; app?: TestApp } = {}) {
  return call(options.app ?? t, 'POST', '/api/v1/memberships/orders.json', body, {
    'idempotency-key': options.key ?? randomUUID(),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  });
}

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
      startsOn: '2026-12-01',
      expiresOn: '2027-11-30',
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
    expect(household.primaryMember.memberships).toEqual([
      {
        membershipId: familyId,
        displayName: 'Family Pass',
        membershipTypeId: 'family-primary',
        role: 'primary',
        receipt: order.receipt,
        startsOn: '2026-12-01',
        expiresOn: '2027-11-30',
      },
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

describe('a guest checkout', () => {
  it('creates the account on purchase; its password is then set by a reset', async () => {
    const email = 'guest@example.org';
    const response = await placeOrder(
      orderBody({ email, cardToken: await tokenize('4111111111111111') }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const order = response.body.data.attributes;
    expect(order.createdAccount).toBe(true);
    expect(order.members.map((member: { role: string }) => member.role)).toEqual([
      'primary',
      'secondary',
    ]);
    // No password yet: logging in fails as for anyone.
    expect((await api('POST', '/login', { email, password: 'Powder2026!' })).status).toBe(401);

    await api('POST', '/memberships/forgot-password', { email });
    const [row] = await queryRows<{ payload: { secrets: { resetUrl: string } } }>(
      t.database.db,
      sql`select payload from outbox where kind = 'password-reset' and payload->>'email' = ${email}`,
    );
    const token = new URL(row!.payload.secrets.resetUrl).searchParams.get('token')!;
    expect(
      (await api('POST', '/memberships/reset-password', { token, password: 'Guest2026!' })).status,
    ).toBe(200);
    const session = await login(email, 'Guest2026!');
    expect(session.primaryMemberId).toBe(order.primaryMemberId);
    expect(session.primaryMember.memberships).toHaveLength(1);
    expect(session.secondaryMembers.map((member) => member.firstName)).toEqual(['Bo']);
  });

  it('answers an e-mail that has an account as any other: the order is kept apart and the owner e-mailed', async () => {
    const owner = 'owner@example.org';
    const registered = await api('POST', '/memberships/register', {
      firstName: 'Olive',
      lastName: 'Owner',
      email: owner,
      password: 'Powder2026!',
    });
    expect(registered.status).toBe(201);
    const stranger = 'stranger@example.org';

    // Before any money moves, a declined card answers both alike.
    const declined = await Promise.all(
      [owner, stranger].map(async (email) =>
        placeOrder(orderBody({ email, cardToken: await tokenize('4012888888881881') })),
      ),
    );
    expect(declined[0]!.status).toBe(402);
    expect(declined[0]).toEqual(declined[1]);

    const credentialsBefore = await count('member_credentials');
    const placed = await placeOrder(
      orderBody({ email: owner, cardToken: await tokenize('4111111111111111') }),
    );
    const fresh = await placeOrder(
      orderBody({ email: 'newcomer@example.org', cardToken: await tokenize('4111111111111111') }),
    );
    expect(placed.status).toBe(201);
    expect(Object.keys(placed.body.data.attributes).sort()).toEqual(
      Object.keys(fresh.body.data.attributes).sort(),
    );
    const order = membershipOrderResponseSchema.parse(placed.body).data.attributes;
    // Nothing says an account exists; none was made, so none is claimed.
    expect(order.createdAccount).toBe(false);
    expect(order.members.map((member) => member.firstName)).toEqual(['Ada', 'Bo']);
    expect(await count('member_credentials')).toBe(credentialsBefore + 1);

    // The owner's account is as it was: no pass, no new household member.
    const session = await login(owner, 'Powder2026!');
    expect(session.primaryMember).toMatchObject({ firstName: 'Olive', memberships: [] });
    expect(session.secondaryMembers).toEqual([]);
    expect(order.primaryMemberId).not.toBe(session.primaryMemberId);

    const notices = await queryRows<{ payload: unknown }>(
      t.database.db,
      sql`select payload from outbox where kind = 'guest-order-for-account' and payload->>'email' = ${owner}`,
    );
    expect(notices.map((notice) => notice.payload)).toEqual([
      { membershipOrderId: order.id, email: owner },
    ]);
  });

  it('refuses bad bodies with a 4xx and changes nothing', async () => {
    const tables = ['members', 'membership_orders', 'payment_transactions', 'outbox'];
    const before = await Promise.all(tables.map((table) => count(table)));
    const card = await tokenize('4111111111111111');
    const good = orderBody({ email: 'bad@example.org', cardToken: card });
    const bodies = [
      { order: { ...good.order, customerInfo: { ...good.order.customerInfo, email: 'nope' } } },
      { order: { ...good.order, orderInfo: { ...good.order.orderInfo, membershipId: 'x' } } },
      { order: { ...good.order, orderInfo: { ...good.order.orderInfo, primaryMember: {} } } },
      { order: { ...good.order, orderInfo: { ...good.order.orderInfo, membershipId: 999_999 } } },
      {
        order: {
          ...good.order,
          orderInfo: {
            ...good.order.orderInfo,
            secondaryMembers: [1, 2].map(() => ({
              firstName: 'A',
              lastName: 'B',
              dateOfBirth: '2000-01-01',
            })),
          },
        },
      },
      {},
    ];
    for (const body of bodies) {
      const response = await placeOrder(body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const noKey = await call(t, 'POST', '/api/v1/memberships/orders.json', good);
    expect(noKey.status).toBe(400);
    const badToken = await placeOrder(good, { token: 'not-a-real-token-but-long-enough' });
    expect(badToken.status).toBe(401);
    expect(await Promise.all(tables.map((table) => count(table)))).toEqual(before);
  });
});

describe('the membership confirmation e-mail', () => {
  it('says what the confirmation page says, with the account note for a guest', async () => {
    const response = await placeOrder(
      orderBody({
        email: 'mail@example.org',
        cardToken: await tokenize('4111111111111111'),
        orderInfo: { coupon: 'MEMBER15', donationAmount: 10 },
      }),
    );
    const order = response.body.data.attributes;
    const { sent, handlers } = captureMembershipMail(t.database.db, () => t.now.value);
    await handlers['membership-confirmation']!({ membershipOrderId: order.id });
    const [message] = sent;
    expect(message).toMatchObject({
      to: 'mail@example.org',
      subject: `Your membership: order #${order.receipt}`,
    });
    for (const text of [
      'Thank You',
      'Your order has been received.',
      `Order Number: ${order.receipt}`,
      'Total: $136.65', // $149 - 15% ($22.35) + $10
      'Payment Method: Visa ending in 1111',
      'Product: Dual Pass',
      `Membership ID: ${order.memberCode}`,
      'Donation to Wasatch Legacy: $10.00',
      'Sign the waiver: https://waivers.wasatchlegacy.org/membership',
      'We created a member account for mail@example.org.',
      `https://shop.example.org/memberships/confirmation/${order.token}`,
    ]) {
      expect(message!.text).toContain(text);
    }
    // The receipt adds up: its lines before the promo code, less the code, plus taxes and the
    // donation, are the total paid (the lines once showed the discount taken twice).
    const cents = (amount: string) => Math.round(Number(amount.replace(/[$,]/g, '')) * 100);
    const receipt = message!.text.split('\n');
    const lines = receipt
      .filter((line) => / x .*: \$/.test(line))
      .map((line) => line.split(': ')[1]!);
    const amountOf = (label: string) =>
      cents(
        receipt
          .find((line) => line.startsWith(label))
          ?.split(': -')
          .at(-1)
          ?.split(': ')
          .at(-1) ?? '$0',
      );
    expect(lines.reduce((sum, amount) => sum + cents(amount), 0)).toBe(14_900);
    expect(
      lines.reduce((sum, amount) => sum + cents(amount), 0) -
        amountOf('Promo code') +
        amountOf('Taxes') +
        amountOf('Donation to'),
    ).toBe(amountOf('Total Paid'));
    expect(message!.html).toContain('Membership ID');
    expect(message!.html).toContain(order.memberCode);
    await expect(handlers['membership-confirmation']!({ membershipOrderId: 0 })).rejects.toThrow(
      'Bad membership-confirmation payload',
    );
  });
});

describe('the e-mail to an account whose address a guest order used', () => {
  it('names the order, says it is not in the account, and how to have it added', async () => {
    const owner = 'notice@example.org';
    await api('POST', '/memberships/register', {
      firstName: 'Nora',
      lastName: 'Notice',
      email: owner,
      password: 'Powder2026!',
    });
    const placed = await placeOrder(
      orderBody({ email: owner, cardToken: await tokenize('4111111111111111') }),
    );
    const order = membershipOrderResponseSchema.parse(placed.body).data.attributes;
    const { sent, handlers } = captureMembershipMail(t.database.db);
    await handlers['guest-order-for-account']!({ membershipOrderId: order.id, email: owner });
    const [message] = sent;
    expect(message).toMatchObject({
      to: owner,
      subject: 'A membership was bought with your e-mail address',
    });
    for (const text of [
      'Hello Nora,',
      `A Dual Pass (order #${order.receipt}) was bought without logging in`,
      'so the order was not added to it',
      'write to tickets@wasatchlegacy.org with the order number',
      'Log in: https://shop.example.org/member/login',
    ]) {
      expect(message!.text).toContain(text);
    }
    expect(message!.html).toContain('href="https://shop.example.org/member/login"');
    await expect(
      handlers['guest-order-for-account']!({
        membershipOrderId: order.id,
        email: 'no@example.org',
      }),
    ).rejects.toThrow('no longer exists');
  });
});

describe('a charge followed by a failed write', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ settings: { SANDBOX_VAULT_DELAY_MS: '400' } });
  });
  afterAll(() => slow.close());

  it('voids the charge, records both, and writes no order', async () => {
    const email = 'race@example.org';
    await slow.database.db.insert(coupons).values({
      code: 'LASTONE',
      description: '10% off, once',
      kind: 'percent',
      percent: 10,
      productArea: 'Memberships',
      usageLimit: 1,
    });
    const card = await tokenize('4111111111111111', slow);
    const key = randomUUID();
    const body = orderBody({ email, cardToken: card, orderInfo: { coupon: 'LASTONE' } });
    const ordering = placeOrder(body, { key, app: slow });
    // While the card is being charged, another order uses the code up.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await slow.database.db.execute(sql`update coupons set used_count = 1 where code = 'LASTONE'`);

    const result = await ordering;
    expect(result.status, JSON.stringify(result.body)).toBe(422);
    const rows = await queryRows<{ kind: string; succeeded: boolean }>(
      slow.database.db,
      sql`select kind, succeeded from payment_transactions where idempotency_key = ${`membership:${key}`} order by id`,
    );
    expect(rows).toEqual([
      { kind: 'purchase', succeeded: true },
      { kind: 'void', succeeded: true },
    ]);
    expect(await count('membership_orders', sql`email = ${email}`, slow)).toBe(0);
    // The same key answers the same failure and charges nothing more.
    const again = await placeOrder(body, { key, app: slow });
    expect(again.status).toBe(422);
    expect(
      await count(
        'payment_transactions',
        sql`idempotency_key = ${`membership:${key}`} and kind = 'purchase'`,
        slow,
      ),
    ).toBe(1);
  });
});

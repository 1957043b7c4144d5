import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOrderResponseSchema } from '@shop/core/membership-api';
import { queryRows } from '../../db/database.ts';
import { coupons } from '../../db/schema.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

import { call, createMembershipOrderTestKit } from './membership-order-test-kit.ts';

let t: TestApp;
let dualId: number;
beforeAll(async () => {
  t = await createTestApp();
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
});
afterAll(() => t.close());

const { api, tokenize, login, count, orderBody, placeOrder } = createMembershipOrderTestKit(
  () => t,
  () => dualId,
);

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
    // While the card is being charged (its gateway call is claimed before the vault answers),
    // another order uses the code up. Waiting for the claim, not for a fixed time, keeps this
    // true on a busy machine.
    await expect
      .poll(() => count('payment_gateway_calls', sql`idempotency_key like ${`%${key}%`}`, slow), {
        interval: 10,
      })
      .toBeGreaterThan(0);
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

/**
 * The back office's coupons (decision 047) through the real HTTP app: who may use them, what is
 * refused (and changes nothing), the audit, and that the shop honours what the admin makes.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@shop/core/cart';
import { couponAdminTexts, type AdminCoupon } from '@shop/core/coupon-admin-api';
import { coupons } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCouponTestKit } from '../coupons/coupon-test-kit.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let admin: AdminClient;
let manager: AdminClient;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
  admin = (await logInAs(t, 'admin')).client;
  manager = (await logInAs(t, 'manager')).client;
});
afterAll(() => t.close());

const { call, cartWith, ticketId } = createCouponTestKit(
  () => t,
  () => ids,
);

let counter = 0;
function newCoupon(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    code: `admin-test-${counter}`,
    description: 'Made in the back office',
    productArea: 'Ticketing',
    kind: 'percent',
    percent: 20,
    amount: null,
    activityId: null,
    ticketId: null,
    membershipId: null,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    active: true,
    ...overrides,
  };
}

async function create(client: AdminClient, overrides: Record<string, unknown> = {}) {
  const answer = await client.call('POST', '/coupons', { body: newCoupon(overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as AdminCoupon;
}

/** Applies a code to a fresh cart of two zipline adults ($90.00) through the shop's API. */
async function applyToZiplineCart(code: string, session = 'zipline-tour-2026-12-10-10:00') {
  const cart = await cartWith('zipline-tour', session, 'zipline-adult', 2);
  return call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, { cart: { coupon: code } });
}

describe('coupons in the back office', () => {
  it('are made by an admin, upper-case and audited, and the shop honours them', async () => {
    const auditBefore = await countRows(t, 'audit_log', sql`entity = 'coupon'`);
    const made = await create(admin, {
      code: 'zip-twenty',
      activityId: ids.activity('zipline-tour'),
      ticketId: await ticketId('zipline-adult'),
      usageLimit: 5,
    });
    expect(made).toMatchObject({ code: 'ZIP-TWENTY', percent: 20, uses: 0, held: 0 });
    expect(await countRows(t, 'audit_log', sql`entity = 'coupon'`)).toBe(auditBefore + 1);
    const log = await admin.call('GET', '/audit-log?entity=coupon&action=coupon.create');
    expect(log.body.data[0]).toMatchObject({
      entityId: String(made.id),
      before: null,
      after: expect.objectContaining({ code: 'ZIP-TWENTY', usageLimit: 5 }),
    });

    const applied = await applyToZiplineCart('zip-twenty');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const cart = cartResponseSchema.parse(applied.body).data.attributes;
    expect(cart).toMatchObject({ subtotal: 90, discounts: 18 });
  });

  it('takes a fixed amount off, once per cart', async () => {
    await create(admin, { code: 'five-off', kind: 'fixed', percent: null, amount: 5 });
    const applied = await applyToZiplineCart('FIVE-OFF', 'zipline-tour-2026-12-11-10:00');
    expect(cartResponseSchema.parse(applied.body).data.attributes.discounts).toBe(5);
  });

  it('are deactivated with before and after in the audit, and the shop then refuses them', async () => {
    const made = await create(manager, { code: 'soon-gone' });
    const answer = await manager.call('PATCH', `/coupons/${made.id}`, { body: { active: false } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.active).toBe(false);
    const log = await admin.call('GET', '/audit-log?entity=coupon&action=coupon.change');
    expect(log.body.data[0]).toMatchObject({
      entityId: String(made.id),
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false }),
    });
    const refused = await applyToZiplineCart('soon-gone', 'zipline-tour-2026-12-12-10:00');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.message).toBe('This coupon code is not valid.');
  });

  it('keep to their window of shop days, the last day included', async () => {
    // The test clock is December 1, 08:00 in Denver.
    await create(admin, { code: 'ended', validUntil: '2026-11-30' });
    await create(admin, { code: 'last-day', validFrom: '2026-11-01', validUntil: '2026-12-01' });
    await create(admin, { code: 'not-yet', validFrom: '2026-12-02' });
    const ended = await applyToZiplineCart('ended', 'zipline-tour-2026-12-13-10:00');
    expect(ended.body.errors.message).toBe('This coupon code has expired.');
    const notYet = await applyToZiplineCart('not-yet', 'zipline-tour-2026-12-13-10:00');
    expect(notYet.body.errors.message).toBe('This coupon code is not valid yet.');
    const lastDay = await applyToZiplineCart('last-day', 'zipline-tour-2026-12-13-10:00');
    expect(lastDay.status).toBe(200);
    const listed = (await admin.call('GET', '/coupons')).body.data as AdminCoupon[];
    expect(listed.find((coupon) => coupon.code === 'LAST-DAY')).toMatchObject({
      validFrom: '2026-11-01',
      validUntil: '2026-12-01',
    });
  });

  it('made for a membership are honoured by the membership coupon lookup', async () => {
    const family = await findDemoMembershipId(t.database.db, 'family-pass');
    await create(admin, { code: 'family-fifty', productArea: 'Memberships', membershipId: family });
    const found = await call(
      'GET',
      `/memberships/coupons/FAMILY-FIFTY?product_area=Memberships&membership_id=${family}`,
    );
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.attributes).toMatchObject({ code: 'FAMILY-FIFTY', percent: 20 });
  });

  it('are listed with the uses so far, counted as the usage limit counts them', async () => {
    const made = await create(admin, { code: 'counted', usageLimit: 10 });
    await t.database.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, made.id));
    const listed = (await manager.call('GET', '/coupons')).body.data as AdminCoupon[];
    expect(listed.find((coupon) => coupon.id === made.id)).toMatchObject({
      uses: 3,
      held: 0,
      usageLimit: 10,
    });
    const below = await admin.call('PATCH', `/coupons/${made.id}`, { body: { usageLimit: 2 } });
    expect(below.status).toBe(409);
    expect(below.body.errors.message).toBe(couponAdminTexts.limitBelowUses(3));
    const atUses = await admin.call('PATCH', `/coupons/${made.id}`, { body: { usageLimit: 3 } });
    expect(atUses.status).toBe(200);
  });

  it('give the scope options: activities with their ticket types, and memberships', async () => {
    const answer = await manager.call('GET', '/coupons/scope-options');
    expect(answer.status).toBe(200);
    const zipline = answer.body.data.activities.find(
      (activity: { id: number }) => activity.id === ids.activity('zipline-tour'),
    );
    expect(zipline.tickets.map((ticket: { name: string }) => ticket.name)).toContain('Adult');
    expect(answer.body.data.memberships.length).toBeGreaterThan(0);
  });
});

describe('refused coupons', () => {
  const expectRefused = async (
    answer: Promise<{ status: number; body: { errors: { fields?: object } } }>,
    status: number,
    field: string,
  ) => {
    const before = await countRows(t, 'coupons');
    const auditBefore = await countRows(t, 'audit_log');
    const { status: got, body } = await answer;
    expect(got, JSON.stringify(body)).toBe(status);
    expect(Object.keys(body.errors.fields ?? {})).toContain(field);
    expect(await countRows(t, 'coupons')).toBe(before);
    expect(await countRows(t, 'audit_log')).toBe(auditBefore);
  };

  it('answer a clear 4xx naming the field, and change nothing', async () => {
    const post = (overrides: Record<string, unknown>) =>
      admin.call('POST', '/coupons', { body: newCoupon(overrides) });
    await expectRefused(post({ percent: 120 }), 400, 'percent');
    await expectRefused(post({ kind: 'fixed', percent: null }), 400, 'amount');
    await expectRefused(
      post({ validFrom: '2026-12-10', validUntil: '2026-12-09' }),
      400,
      'validUntil',
    );
    await expectRefused(post({ activityId: 999_999 }), 422, 'activityId');
    await expectRefused(post({ membershipId: 1 }), 400, 'membershipId');
    await expectRefused(
      post({
        activityId: ids.activity('museum-admission'),
        ticketId: await ticketId('zipline-adult'),
      }),
      422,
      'ticketId',
    );
    await expectRefused(
      post({ productArea: 'Memberships', membershipId: 999_999 }),
      422,
      'membershipId',
    );
    await expectRefused(post({ code: 'WINTER10' }), 409, 'code');
    await expectRefused(post({ code: 'winter10' }), 409, 'code');
  });

  it('refuse a change that makes an inconsistent coupon, or another coupon’s code', async () => {
    const made = await create(admin, { code: 'stays-put' });
    const change = (body: object) => admin.call('PATCH', `/coupons/${made.id}`, { body });
    const fixedNoAmount = await change({ kind: 'fixed' });
    expect(fixedNoAmount.status).toBe(422);
    expect(fixedNoAmount.body.errors.fields).toHaveProperty('amount');
    expect((await change({ code: 'winter10' })).status).toBe(409);
    expect((await change({})).status).toBe(400);
    expect((await admin.call('PATCH', '/coupons/999999', { body: { active: false } })).status).toBe(
      404,
    );
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, made.id));
    expect(row).toMatchObject({ code: 'STAYS-PUT', kind: 'percent', active: true });
  });

  it('are out of reach of box office and check-in staff', async () => {
    for (const role of ['box-office', 'check-in'] as const) {
      const { client } = await logInAs(t, role);
      expect((await client.call('GET', '/coupons')).status).toBe(403);
      expect((await client.call('POST', '/coupons', { body: newCoupon() })).status).toBe(403);
      expect((await client.call('PATCH', '/coupons/1', { body: { active: false } })).status).toBe(
        403,
      );
    }
  });
});

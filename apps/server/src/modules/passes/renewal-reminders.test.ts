/**
 * Renewal reminders (issue 31): 30 and 7 days before a household's pass ends, its account holder
 * is e-mailed once each, with a link that renews from the old expiry; a renewed, lapsed or
 * deactivated account gets none.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSessionResponseSchema } from '@shop/core/member-api';
import { membershipOrderResponseSchema } from '@shop/core/membership-api';
import { addDaysToIsoDate } from '@shop/core/shop-time';
import { queryRows } from '../../db/database.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMembershipOrderTestKit } from '../memberships/membership-order-test-kit.ts';
import { buildRenewalReminder, queueRenewalReminders, RENEWAL_REMINDER_KIND } from './index.ts';

let t: TestApp;
let dualId: number;
beforeAll(async () => {
  t = await createTestApp();
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
});
afterAll(() => t.close());

const { api, tokenize, orderBody, placeOrder } = createMembershipOrderTestKit(
  () => t,
  () => dualId,
);
const brand = {
  foundationName: 'Wasatch Legacy Foundation',
  supportEmail: 'help@example.org',
  publicUrl: 'https://shop.example.org',
};

async function householdWithPass() {
  const email = `renewal.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.org`;
  const registered = await api('POST', '/memberships/register', {
    firstName: 'Ada',
    lastName: 'Skier',
    email,
    password: 'Groomed-Trail-2026!',
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const session = memberSessionResponseSchema.parse(registered.body).data.attributes;
  const response = await placeOrder(
    orderBody({ email, cardToken: await tokenize('4111111111111111') }),
    { token: session.token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const order = membershipOrderResponseSchema.parse(response.body).data.attributes;
  return { email, order, memberId: session.primaryMemberId };
}

/** The reminders queued for one member, as their outbox payloads. */
const remindersOf = (memberId: number) =>
  queryRows<{ payload: { daysBefore: number; expiresOn: string; membershipId: number } }>(
    t.database.db,
    sql`select payload from outbox where kind = ${RENEWAL_REMINDER_KIND}
      and (payload->>'memberId')::int = ${memberId} order by id`,
  );

describe('renewal reminders', () => {
  it('go 30 and 7 days before the end, once each, even when a day was missed', async () => {
    const { memberId, order } = await householdWithPass();
    const day = (before: number) => addDaysToIsoDate(order.expiresOn, -before);

    await queueRenewalReminders(t.database.db, day(31));
    expect(await remindersOf(memberId)).toEqual([]);
    // The 30th day before was missed: the 29th catches up, and only once.
    await queueRenewalReminders(t.database.db, day(29));
    await queueRenewalReminders(t.database.db, day(29));
    await queueRenewalReminders(t.database.db, day(12));
    expect((await remindersOf(memberId)).map((row) => row.payload)).toEqual([
      { memberId, membershipId: dualId, expiresOn: order.expiresOn, daysBefore: 30 },
    ]);
    await queueRenewalReminders(t.database.db, day(7));
    await queueRenewalReminders(t.database.db, day(0));
    await queueRenewalReminders(t.database.db, day(-1));
    expect((await remindersOf(memberId)).map((row) => row.payload.daysBefore)).toEqual([30, 7]);
  });

  it('do not go to a household that already renewed, or whose login is deactivated', async () => {
    const renewed = await householdWithPass();
    // A second pass bought at once runs on from the first one's end.
    const login = await api('POST', '/login', {
      email: renewed.email,
      password: 'Groomed-Trail-2026!',
    });
    const token = memberSessionResponseSchema.parse(login.body).data.attributes.token;
    const second = await placeOrder(
      orderBody({ email: renewed.email, cardToken: await tokenize('4111111111111111') }),
      { token },
    );
    expect(second.status).toBe(201);

    const closed = await householdWithPass();
    await t.database.db.execute(
      sql`update member_credentials set deactivated_at = now() where member_id = ${closed.memberId}`,
    );
    await queueRenewalReminders(t.database.db, addDaysToIsoDate(renewed.order.expiresOn, -5));
    expect(await remindersOf(renewed.memberId)).toEqual([]);
    expect(await remindersOf(closed.memberId)).toEqual([]);
  });

  it('e-mail the account holder a link that renews from the day after the end', async () => {
    const { email, memberId, order } = await householdWithPass();
    const message = await buildRenewalReminder(
      t.database.db,
      { memberId, membershipId: dualId, expiresOn: order.expiresOn, daysBefore: 30 },
      brand,
      addDaysToIsoDate(order.expiresOn, -30),
    );
    const ends = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    const nextDay = addDaysToIsoDate(order.expiresOn, 1);
    expect(message.to).toBe(email.toLowerCase());
    expect(message.subject).toBe(
      `Your Dual Pass ends on ${ends.format(new Date(`${order.expiresOn}T00:00:00Z`))}`,
    );
    expect(message.text).toContain(`https://shop.example.org/memberships/${dualId}`);
    expect(message.text).toContain(
      `the new pass starts on ${ends.format(new Date(`${nextDay}T00:00:00Z`))}`,
    );
    await expect(
      buildRenewalReminder(t.database.db, { memberId: 'x' }, brand, '2027-01-01'),
    ).rejects.toThrow('Bad renewal reminder payload');
  });
});

/**
 * What a membership product entitles its pass holders to, in the back office (issue 31,
 * decision 088), through the real HTTP app: read and replaced whole by admins and managers,
 * audited in words, refused in words without a change, and out of reach of other roles' changes.
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  entitlementOptionsResponseSchema,
  entitlementsResponseSchema,
  entitlementTexts,
} from '@shop/core/membership-admin-api';
import { memberPriceRuleTexts, type Entitlements } from '@shop/core/membership-entitlements';
import { tickets } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
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
/** The retired Founders' Circle: the demo gives it no entitlements, so each test starts clean. */
let foundersId: number;
let activity: (code: string) => number;
let ticket: Record<string, number>;
beforeAll(async () => {
  t = await createStaffTestApp();
  admin = (await logInAs(t, 'admin')).client;
  manager = (await logInAs(t, 'manager')).client;
  foundersId = await findDemoMembershipId(t.database.db, 'founders-circle');
  activity = (await findDemoIds(t.database.db)).activity;
  const rows = await t.database.db
    .select({ id: tickets.id, code: tickets.centamanId })
    .from(tickets)
    .where(inArray(tickets.centamanId, ['skate-class', 'snowshoe-adult', 'skate-rental']));
  ticket = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(() => t.close());

const path = () => `/memberships/${foundersId}/entitlements`;
const none: Entitlements = { includedActivityIds: [], memberPrices: [], guestPassesPerTerm: 0 };

async function readAs(client: AdminClient): Promise<Entitlements> {
  const answer = await client.call('GET', path());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return entitlementsResponseSchema.parse(answer.body).data;
}

function entitlements(): Entitlements {
  return {
    includedActivityIds: [activity('museum-admission'), activity('public-skate')],
    memberPrices: [
      { ticketId: ticket['snowshoe-adult']!, percentOff: 20, memberPriceCents: null },
      { ticketId: ticket['skate-class']!, percentOff: null, memberPriceCents: 2000 },
    ],
    guestPassesPerTerm: 2,
  };
}

describe('a membership product’s entitlements', () => {
  it('are read, replaced whole by a manager, and read back as sent', async () => {
    await admin.call('PUT', path(), { body: none });
    expect(await readAs(manager)).toEqual(none);

    const saved = await manager.call('PUT', path(), { body: entitlements() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(entitlementsResponseSchema.parse(saved.body).data).toEqual(entitlements());
    expect(await readAs(admin)).toEqual(entitlements());

    // Whole: what is left out is gone.
    const fewer = { ...entitlements(), memberPrices: [], includedActivityIds: [] };
    expect((await admin.call('PUT', path(), { body: fewer })).status).toBe(200);
    expect(await readAs(admin)).toEqual({ ...none, guestPassesPerTerm: 2 });
    expect(await countRows(t, 'membership_entitlements', sql`membership_id = ${foundersId}`)).toBe(
      0,
    );
  });

  it('write one audit entry in words, on the product by its name', async () => {
    await admin.call('PUT', path(), { body: none });
    expect((await manager.call('PUT', path(), { body: entitlements() })).status).toBe(200);
    const log = await admin.call(
      'GET',
      '/audit-log?entity=membership&action=membership.change-entitlements',
    );
    expect(log.body.data[0]).toMatchObject({
      action: 'membership.change-entitlements',
      entityId: String(foundersId),
      subject: "Founders' Circle (retired)",
      before: { includedActivities: [], memberPrices: [], guestPassesPerTerm: 0 },
      after: {
        includedActivities: ['Alf Engen Ski Museum Admission', 'Public Skate'],
        memberPrices: [
          'Guided Snowshoe Tour, Adult: 20% off',
          'Learn to Skate Class, Class Participant: $20.00',
        ],
        guestPassesPerTerm: 2,
      },
    });
  });

  it('offer every activity by venue with its ticket types, add-ons left out', async () => {
    const answer = await manager.call('GET', '/memberships/entitlement-options');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const options = entitlementOptionsResponseSchema.parse(answer.body).data;
    const skate = options.activities.find((item) => item.id === activity('public-skate'));
    expect(skate).toMatchObject({ name: 'Public Skate', venue: 'Legacy Speed Oval', onSale: true });
    expect(skate!.tickets.map((item) => [item.name, item.priceCents])).toEqual([
      ['Skate Admission', 3000],
    ]);
    const heritage = options.activities.find((item) => item.id === activity('heritage-exhibit'));
    expect(heritage?.onSale).toBe(false);
  });
});

describe('refused entitlements', () => {
  it('answer a clear 4xx naming the field, and change nothing', async () => {
    expect((await admin.call('PUT', path(), { body: entitlements() })).status).toBe(200);
    const audited = () => countRows(t, 'audit_log', sql`action = 'membership.change-entitlements'`);
    const auditBefore = await audited();
    const put = (body: object) => admin.call('PUT', path(), { body });
    const price = (ticketId: number) => ({ ticketId, percentOff: 10, memberPriceCents: null });

    const unknownActivity = await put({ ...entitlements(), includedActivityIds: [999_999] });
    expect(unknownActivity.status).toBe(422);
    expect(unknownActivity.body.errors).toMatchObject({
      code: 'unprocessable',
      message: entitlementTexts.unknownActivity,
      fields: { 'includedActivityIds.0': [entitlementTexts.unknownActivity] },
    });
    const unknownTicket = await put({ ...entitlements(), memberPrices: [price(999_999)] });
    expect(unknownTicket.status).toBe(422);
    expect(unknownTicket.body.errors.fields).toEqual({
      'memberPrices.0.ticketId': [entitlementTexts.unknownTicket],
    });
    const addOn = await put({ ...entitlements(), memberPrices: [price(ticket['skate-rental']!)] });
    expect(addOn.status).toBe(422);
    expect(addOn.body.errors.fields).toEqual({
      'memberPrices.0.ticketId': [entitlementTexts.addOnTicket],
    });

    const twice = await put({
      ...entitlements(),
      memberPrices: [price(ticket['skate-class']!), price(ticket['skate-class']!)],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.fields['memberPrices.1.ticketId']).toEqual([
      entitlementTexts.ticketTwice,
    ]);
    const activityTwice = await put({
      ...entitlements(),
      includedActivityIds: [activity('trail-pass'), activity('trail-pass')],
    });
    expect(activityTwice.body.errors.fields['includedActivityIds.1']).toEqual([
      entitlementTexts.activityTwice,
    ]);
    const both = await put({
      ...entitlements(),
      memberPrices: [{ ticketId: ticket['skate-class'], percentOff: 10, memberPriceCents: 500 }],
    });
    expect(both.status).toBe(400);
    expect(both.body.errors.fields['memberPrices.0']).toEqual([
      memberPriceRuleTexts.percentOrPrice,
    ]);
    for (const body of [
      { ...entitlements(), guestPassesPerTerm: 100 },
      { ...entitlements(), guestPassesPerTerm: -1 },
      { ...entitlements(), memberPrices: [{ ...price(ticket['skate-class']!), percentOff: 0 }] },
      { ...entitlements(), includedActivityIds: [2 ** 40] },
      { ...entitlements(), memberPrices: undefined },
    ]) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors.code).toBe('validation_failed');
    }
    expect(
      (await admin.call('PUT', '/memberships/999999/entitlements', { body: none })).status,
    ).toBe(404);
    expect((await admin.call('GET', '/memberships/999999/entitlements')).status).toBe(404);

    expect(await readAs(admin)).toEqual(entitlements());
    expect(await audited()).toBe(auditBefore);
  });

  it('are read but never changed by box office and check-in staff', async () => {
    expect((await admin.call('PUT', path(), { body: entitlements() })).status).toBe(200);
    for (const role of ['box-office', 'check-in'] as const) {
      const { client } = await logInAs(t, role);
      expect(await readAs(client)).toEqual(entitlements());
      const refused = await client.call('PUT', path(), { body: none });
      expect(refused.status).toBe(403);
      expect(refused.body.errors.code).toBe('forbidden');
      expect((await client.call('GET', '/memberships/entitlement-options')).status).toBe(403);
    }
    expect(await readAs(admin)).toEqual(entitlements());
  });
});

/** Activities and their ticket types in the back office: every field, lists, roles, audit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActivitiesResponseSchema,
  adminActivityResponseSchema,
  catalogueTexts,
} from '@shop/core/admin-catalogue-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';
import { auditOf, newActivityBody, ticketBody } from './catalogue-admin-test-kit.ts';

let t: TestApp;
let admin: AdminClient;
let manager: AdminClient;
let venueId: number;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  admin = (await logInAs(t, 'admin')).client;
  manager = (await logInAs(t, 'manager')).client;
  venueId = (await admin.call('GET', '/venues')).body.data[1].id;
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

async function create(extra: Parameters<typeof newActivityBody>[1] = {}) {
  const answer = await manager.call('POST', '/activities', {
    body: newActivityBody(venueId, extra),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return adminActivityResponseSchema.parse(answer.body).data;
}

describe('activities', () => {
  it('creates an activity with its fields, waivers and links, and reads it back', async () => {
    const linked = ids.activity('zipline-tour');
    const activity = await create({ linkedActivityIds: [linked], hideCalendarAndDates: true });
    expect(activity).toMatchObject({
      venueId,
      published: true,
      active: true,
      timed: true,
      maxQuantity: 8,
      hideCalendarAndDates: true,
      centamanDescription: 'A guided walk under the full moon.\nHot cocoa after.',
      linkedActivityIds: [linked],
      waivers: [{ waiverName: 'Snowshoe waiver' }],
    });
    expect(activity.centamanId).toMatch(/^activity-/);
    expect(activity.bookingUdfs[0]).toMatchObject({
      inputType: 'select',
      options: ['Friend', 'Web'],
    });
    expect(activity.attendeeUdfs[0]).toMatchObject({ fieldName: 'shoe_size', fieldLength: 3 });
    const read = await admin.call('GET', `/activities/${activity.id}`);
    expect(adminActivityResponseSchema.parse(read.body).data).toEqual(activity);
    const list = adminActivitiesResponseSchema.parse((await admin.call('GET', '/activities')).body);
    expect(list.data.find((item) => item.id === activity.id)).toMatchObject({
      published: true,
      ticketCount: 0,
    });
    const [entry] = await auditOf(admin, 'activity', activity.id);
    expect(entry).toMatchObject({ action: 'activity.create', before: null });
    expect(entry!.after).toMatchObject({ displayName: activity.displayName });
  });

  it('replaces the lists sent and keeps the others, audited before and after', async () => {
    const activity = await create();
    const changed = await admin.call('PATCH', `/activities/${activity.id}`, {
      body: {
        maxQuantity: '4',
        dateSelectionType: 'dropdown_select',
        attendeeUdfs: [],
        waivers: [
          { waiverName: 'Release', waiverLink: 'https://example.org/release.pdf' },
          { waiverName: 'Photo consent', waiverLink: '/waivers/photo.pdf' },
        ],
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = adminActivityResponseSchema.parse(changed.body).data;
    expect(after).toMatchObject({
      maxQuantity: 4,
      dateSelectionType: 'dropdown_select',
      attendeeUdfs: [],
    });
    expect(after.waivers.map((waiver) => waiver.waiverName)).toEqual(['Release', 'Photo consent']);
    expect(after.bookingUdfs).toHaveLength(1);
    const [entry] = await auditOf(admin, 'activity', activity.id);
    expect(entry).toMatchObject({ action: 'activity.change' });
    expect(entry!.before).toMatchObject({
      maxQuantity: 8,
      waivers: [{ waiverName: 'Snowshoe waiver' }],
    });
    expect(entry!.after).toMatchObject({ maxQuantity: 4 });
  });

  it('refuses bad input, unknown venues and links, and changes nothing', async () => {
    const activity = await create();
    const counts = {
      activities: await countRows(t, 'activities'),
      audit: await countRows(t, 'audit_log'),
    };
    const bad = await admin.call('POST', '/activities', {
      body: newActivityBody(venueId, {
        displayName: '',
        maxQuantity: 0,
        dateSelectionType: 'whenever' as never,
        learnMoreUrl: 'ftp://example.org',
        bookingUdfs: [
          {
            fieldName: 'pick',
            label: 'Pick',
            fieldType: 'select',
            inputType: 'select',
            options: [],
          },
        ],
      }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors.fields).sort()).toEqual(
      [
        'bookingUdfs.0.options',
        'dateSelectionType',
        'displayName',
        'learnMoreUrl',
        'maxQuantity',
      ].sort(),
    );
    const venue = await admin.call('POST', '/activities', { body: newActivityBody(999_999) });
    expect(venue.status).toBe(400);
    expect(venue.body.errors.fields.venueId).toEqual([catalogueTexts.unknownVenue]);
    const self = await admin.call('PATCH', `/activities/${activity.id}`, {
      body: { linkedActivityIds: [activity.id] },
    });
    expect(self.body.errors.fields.linkedActivityIds).toEqual([catalogueTexts.linkToItself]);
    const unknown = await admin.call('PATCH', `/activities/${activity.id}`, {
      body: { linkedActivityIds: [999_999], displayName: 'Renamed' },
    });
    expect(unknown.status).toBe(400);
    const empty = await admin.call('PATCH', `/activities/${activity.id}`, { body: {} });
    expect(empty.status).toBe(400);
    const taken = await admin.call('PATCH', `/activities/${activity.id}`, {
      body: { centamanId: 'zipline-tour' },
    });
    expect(taken.status).toBe(409);
    expect(
      (await admin.call('PATCH', '/activities/999999', { body: { position: 1 } })).status,
    ).toBe(404);
    expect((await admin.call('GET', '/activities/999999')).status).toBe(404);
    expect(await countRows(t, 'activities')).toBe(counts.activities);
    expect(await countRows(t, 'audit_log')).toBe(counts.audit);
    const read = adminActivityResponseSchema.parse(
      (await admin.call('GET', `/activities/${activity.id}`)).body,
    );
    expect(read.data.displayName).toBe(activity.displayName);
  });
});

describe('ticket types and add-ons', () => {
  it('adds ticket types and an add-on, changes a price, audited before and after', async () => {
    const activity = await create();
    const adult = await manager.call('POST', `/activities/${activity.id}/tickets`, {
      body: ticketBody(),
    });
    expect(adult.status, JSON.stringify(adult.body)).toBe(201);
    expect(adult.body.data).toMatchObject({
      price: 42.5,
      taxRatePercent: 8.25,
      addOn: false,
      active: true,
    });
    const addOn = await manager.call('POST', `/activities/${activity.id}/tickets`, {
      body: ticketBody({ displayName: 'Headlamp', price: '5', addOn: true, position: '1' }),
    });
    expect(addOn.status).toBe(201);
    expect(addOn.body.data).toMatchObject({ price: 5, addOn: true, position: 1 });

    const changed = await manager.call('PATCH', `/tickets/${adult.body.data.id}`, {
      body: { price: 39.99, description: 'Ages 13+', active: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      price: 39.99,
      description: 'Ages 13+',
      active: false,
    });
    const [entry] = await auditOf(admin, 'ticket', adult.body.data.id);
    expect(entry).toMatchObject({ action: 'ticket.change' });
    expect(entry!.before).toMatchObject({ price: 42.5, active: true });
    expect(entry!.after).toMatchObject({ price: 39.99, active: false });
    const read = adminActivityResponseSchema.parse(
      (await admin.call('GET', `/activities/${activity.id}`)).body,
    );
    expect(read.data.tickets.map((ticket) => ticket.displayName)).toEqual(['Adult', 'Headlamp']);
  });

  it('refuses a bad price or tax rate and an unknown activity, and changes nothing', async () => {
    const activity = await create();
    const ticket = (
      await admin.call('POST', `/activities/${activity.id}/tickets`, { body: ticketBody() })
    ).body.data;
    const audit = await countRows(t, 'audit_log');
    const bad = await admin.call('POST', `/activities/${activity.id}/tickets`, {
      body: ticketBody({ price: 10.001, taxRatePercent: 101, displayName: ' ' }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors.fields).sort()).toEqual([
      'displayName',
      'price',
      'taxRatePercent',
    ]);
    const negative = await admin.call('PATCH', `/tickets/${ticket.id}`, { body: { price: -1 } });
    expect(negative.status).toBe(400);
    const text = await admin.call('PATCH', `/tickets/${ticket.id}`, { body: { price: 'free' } });
    expect(text.body.errors.fields.price).toEqual([catalogueTexts.number]);
    expect(
      (await admin.call('POST', '/activities/999999/tickets', { body: ticketBody() })).status,
    ).toBe(404);
    expect((await admin.call('PATCH', '/tickets/999999', { body: { price: 1 } })).status).toBe(404);
    expect(await countRows(t, 'audit_log')).toBe(audit);
  });

  it('keeps an age range, each bound optional, never reversed', async () => {
    const activity = await create();
    const youth = await admin.call('POST', `/activities/${activity.id}/tickets`, {
      body: ticketBody({ displayName: 'Youth (16-17)', minAge: '16', maxAge: '17' }),
    });
    expect(youth.status, JSON.stringify(youth.body)).toBe(201);
    expect(youth.body.data).toMatchObject({ minAge: 16, maxAge: 17 });
    const plain = await admin.call('POST', `/activities/${activity.id}/tickets`, {
      body: ticketBody({ displayName: 'Any age' }),
    });
    expect(plain.body.data).toMatchObject({ minAge: null, maxAge: null });

    const senior = await admin.call('PATCH', `/tickets/${youth.body.data.id}`, {
      body: { minAge: 65, maxAge: '' },
    });
    expect(senior.status, JSON.stringify(senior.body)).toBe(200);
    expect(senior.body.data).toMatchObject({ minAge: 65, maxAge: null });

    const audit = await countRows(t, 'audit_log');
    const reversed = await admin.call('POST', `/activities/${activity.id}/tickets`, {
      body: ticketBody({ minAge: 17, maxAge: 16 }),
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.fields.maxAge).toEqual([catalogueTexts.agesReversed]);
    // One bound alone below the stored other: refused too.
    const below = await admin.call('PATCH', `/tickets/${youth.body.data.id}`, {
      body: { maxAge: 12 },
    });
    expect(below.status).toBe(400);
    expect(below.body.errors.fields.maxAge).toEqual([catalogueTexts.agesReversed]);
    expect(
      (await admin.call('PATCH', `/tickets/${youth.body.data.id}`, { body: { minAge: 1.5 } }))
        .status,
    ).toBe(400);
    expect(await countRows(t, 'audit_log')).toBe(audit);
  });

  it('never lets box office or check-in staff change a price or the catalogue', async () => {
    const activity = await create();
    const ticket = (
      await admin.call('POST', `/activities/${activity.id}/tickets`, { body: ticketBody() })
    ).body.data;
    for (const role of ['box-office', 'check-in'] as const) {
      const { client } = await logInAs(t, role);
      const price = await client.call('PATCH', `/tickets/${ticket.id}`, { body: { price: 1 } });
      expect(price.status).toBe(403);
      const edit = await client.call('PATCH', `/activities/${activity.id}`, {
        body: { published: false },
      });
      expect(edit.status).toBe(403);
      expect((await client.call('GET', '/activities')).status).toBe(403);
    }
    const read = adminActivityResponseSchema.parse(
      (await admin.call('GET', `/activities/${activity.id}`)).body,
    );
    expect(read.data.tickets[0]!.price).toBe(42.5);
    expect(read.data.published).toBe(true);
  });
});

/**
 * A draft is invisible to visitors (decision 043): the activities list, the activity, its
 * calendar, its add-ons, links to it and cart adds all treat it as absent, and publishing it
 * shows it again. The test app keeps no cache (CATALOGUE_CACHE_MS=0), so each read is fresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { auditOf } from './catalogue-admin-test-kit.ts';

let t: TestApp;
let admin: AdminClient;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  admin = (await logInAs(t, 'admin')).client;
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

async function shopSees(activityId: number, linkingActivityId: number) {
  const shop = shopClient(t);
  const list = await shop.api('GET', '/ticketing/activities?viewAll=true');
  const inList = list.body.data.some((item: { id: number }) => item.id === activityId);
  const one = await shop.api('GET', `/ticketing/activities/${activityId}`);
  const calendar = await shop.api(
    'GET',
    `/ticketing/activities/${activityId}/activity_times?startDate=2026-12-14&endDate=2026-12-14`,
  );
  const addOns = await shop.api('GET', `/ticketing/activities/${activityId}/add_ons`);
  const linking = await shop.api('GET', `/ticketing/activities/${linkingActivityId}`);
  const linked = linking.body.data.attributes.linkedActivities.some(
    (link: { id: number }) => link.id === activityId,
  );
  const cart = (await shop.api('GET', '/ticketing/cart')).body.data.attributes;
  const session = await ids.session('zipline-tour-2026-12-14-12:00');
  const add = await shop.api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
    activityId,
    activityTimeId: session.id,
    bookingUdfs: [],
  });
  return {
    inList,
    one: one.status,
    calendar: calendar.status,
    addOns: addOns.status,
    linked,
    add: add.status,
  };
}

describe('a draft activity', () => {
  it('is absent from every visitor read until it is published again', async () => {
    const zipline = ids.activity('zipline-tour');
    const bobsled = ids.activity('bobsled-experience');
    await admin.call('PATCH', `/activities/${bobsled}`, { body: { linkedActivityIds: [zipline] } });
    expect(await shopSees(zipline, bobsled)).toEqual({
      inList: true,
      one: 200,
      calendar: 200,
      addOns: 200,
      linked: true,
      add: 201,
    });

    const drafted = await admin.call('PATCH', `/activities/${zipline}`, {
      body: { published: false },
    });
    expect(drafted.status).toBe(200);
    expect(drafted.body.data).toMatchObject({ published: false });
    expect(await shopSees(zipline, bobsled)).toEqual({
      inList: false,
      one: 404,
      calendar: 404,
      addOns: 404,
      linked: false,
      add: 404,
    });
    const list = await admin.call('GET', '/activities');
    expect(list.body.data.find((item: { id: number }) => item.id === zipline)).toMatchObject({
      published: false,
    });

    await admin.call('PATCH', `/activities/${zipline}`, { body: { published: true } });
    expect((await shopSees(zipline, bobsled)).one).toBe(200);
    const actions = (await auditOf(admin, 'activity', zipline)).map((entry) => entry.action);
    expect(actions).toEqual(['activity.publish', 'activity.draft']);
  });
});

/** An add-on's stock per session set on the back office's ticket-type form (decision 079). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActivityResponseSchema,
  adminTicketResponseSchema,
  catalogueTexts,
} from '@shop/core/admin-catalogue-api';
import type { TestApp } from '../../test/test-app.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';
import { newActivityBody, ticketBody } from './catalogue-admin-test-kit.ts';

let t: TestApp;
let manager: AdminClient;
let activityId: number;
beforeAll(async () => {
  t = await createStaffTestApp();
  manager = (await logInAs(t, 'manager')).client;
  const venueId = (await manager.call('GET', '/venues')).body.data[1].id;
  const activity = await manager.call('POST', '/activities', {
    body: newActivityBody(venueId),
  });
  activityId = adminActivityResponseSchema.parse(activity.body).data.id;
});
afterAll(() => t.close());

describe("an add-on's stock per session in the back office", () => {
  it('is set, changed and emptied (unlimited) on an add-on, and shown back', async () => {
    const created = await manager.call('POST', `/activities/${activityId}/tickets`, {
      body: ticketBody({ displayName: 'Locker', addOn: true, stockPerSession: '20' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const locker = adminTicketResponseSchema.parse(created.body).data;
    expect(locker).toMatchObject({ addOn: true, stockPerSession: 20 });

    const fewer = await manager.call('PATCH', `/tickets/${locker.id}`, {
      body: { stockPerSession: 12 },
    });
    expect(fewer.body.data).toMatchObject({ stockPerSession: 12 });
    const unlimited = await manager.call('PATCH', `/tickets/${locker.id}`, {
      body: { stockPerSession: '' },
    });
    expect(unlimited.status).toBe(200);
    expect(unlimited.body.data).toMatchObject({ stockPerSession: null });

    const plain = await manager.call('POST', `/activities/${activityId}/tickets`, {
      body: ticketBody({ displayName: 'Towel', addOn: true }),
    });
    expect(plain.body.data).toMatchObject({ stockPerSession: null });
  });

  it('is refused on a ticket that is not an add-on, and dropped when an add-on becomes one', async () => {
    const audit = await countRows(t, 'audit_log');
    const refused = await manager.call('POST', `/activities/${activityId}/tickets`, {
      body: ticketBody({ displayName: 'Adult', addOn: false, stockPerSession: 5 }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.fields.stockPerSession).toEqual([catalogueTexts.stockOnlyForAddOns]);
    const negative = await manager.call('POST', `/activities/${activityId}/tickets`, {
      body: ticketBody({ displayName: 'Locker', addOn: true, stockPerSession: -1 }),
    });
    expect(negative.status).toBe(400);
    expect(await countRows(t, 'audit_log')).toBe(audit);

    const adult = adminTicketResponseSchema.parse(
      (await manager.call('POST', `/activities/${activityId}/tickets`, { body: ticketBody() }))
        .body,
    ).data;
    const onTicket = await manager.call('PATCH', `/tickets/${adult.id}`, {
      body: { stockPerSession: 5 },
    });
    expect(onTicket.status).toBe(400);
    expect(onTicket.body.errors.fields.stockPerSession).toEqual([
      catalogueTexts.stockOnlyForAddOns,
    ]);

    const locker = adminTicketResponseSchema.parse(
      (
        await manager.call('POST', `/activities/${activityId}/tickets`, {
          body: ticketBody({ displayName: 'Locker', addOn: true, stockPerSession: 8 }),
        })
      ).body,
    ).data;
    const becomesTicket = await manager.call('PATCH', `/tickets/${locker.id}`, {
      body: { addOn: false },
    });
    expect(becomesTicket.status, JSON.stringify(becomesTicket.body)).toBe(200);
    expect(becomesTicket.body.data).toMatchObject({ addOn: false, stockPerSession: null });
  });
});

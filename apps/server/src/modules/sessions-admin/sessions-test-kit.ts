/**
 * What the session tests share, bound to a test file's app and clients (set in its beforeAll):
 * the month list as a role sees it, the shop's answer for a session, a visitor's cart line and
 * ticket, a new session made by a manager, and the audit entries of a session.
 */
import { expect } from 'vitest';
import { adminSessionListResponseSchema, type AdminSession } from '@shop/core/admin-sessions-api';
import { auditLogResponseSchema } from '@shop/core/staff-api';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A back-office client (the staff tests' `adminClient`): its calls under /api/v1/admin. */
export interface StaffCaller {
  call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options?: { body?: object },
  ): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface SessionsTestContext {
  t: TestApp;
  admin: StaffCaller;
  manager: StaffCaller;
  zipline: number;
}

export function sessionsTestKit(current: () => SessionsTestContext) {
  const shop = () => shopClient(current().t);

  async function monthOf(client: StaffCaller, activityId: number, month: string) {
    const answer = await client.call(
      'GET',
      `/activity-times?activityId=${activityId}&month=${month}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return adminSessionListResponseSchema.parse(answer.body).data;
  }

  /** The shop's calendar answer for one session. */
  async function shopSession(activityId: number, sessionId: number, date: string) {
    const answer = await shop().api(
      'GET',
      `/ticketing/activities/${activityId}/activity_times?startDate=${date}&endDate=${date}`,
    );
    expect(answer.status).toBe(200);
    return answer.body.data.find((time: { id: number }) => time.id === sessionId)?.attributes;
  }

  async function auditEntries(action: string, entityId: number) {
    const answer = await current().admin.call(
      'GET',
      `/audit-log?entity=session&action=${action}&pageSize=100`,
    );
    return auditLogResponseSchema
      .parse(answer.body)
      .data.filter((entry) => entry.entityId === String(entityId));
  }

  /** A visitor's cart with a line for the session: what adding a ticket needs. */
  async function cartLine(activityId: number, sessionId: number) {
    const cart = (await shop().api('GET', '/ticketing/cart')).body.data.attributes;
    const line = await shop().api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
      activityId,
      activityTimeId: sessionId,
      bookingUdfs: [],
    });
    return { cart, line };
  }

  async function addTicket(activityId: number, sessionId: number, quantity = 1) {
    const { cart, line } = await cartLine(activityId, sessionId);
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    return shop().api(
      'POST',
      `/ticketing/line_items/${line.body.data.id}/line_item_tickets?cart_token=${cart.token}`,
      { ticketId: await ticketIdByCode(current().t.database.db, 'zipline-adult'), quantity },
    );
  }

  async function newSession(body: Partial<Record<string, unknown>> = {}): Promise<AdminSession> {
    const answer = await current().manager.call('POST', '/activity-times', {
      body: {
        activityId: current().zipline,
        date: '2026-12-18',
        startTime: '16:30',
        endTime: '18:00',
        capacity: 20,
        ...body,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data;
  }

  return { shop, monthOf, shopSession, auditEntries, cartLine, addTicket, newSession };
}

/**
 * What an order's token opens besides the order (issue 31): "Add to calendar" (one iCalendar
 * event a session: timed at its instants, untimed as all-day) and the tickets PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@shop/core/order-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOrderTestKit } from './order-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { cartWith, tokenize, placeOrder } = createOrderTestKit(
  () => t,
  () => ids,
);

async function orderOf(session: string, ticket: string) {
  const response = await placeOrder(
    await cartWith(session, 2, ticket),
    await tokenize('4111111111111111'),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return orderResponseSchema.parse(response.body).data.attributes;
}

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('an order’s calendar file', () => {
  it('has one event at the timed session’s instants, with the order and its places', async () => {
    const order = await orderOf('zipline-tour-2026-12-10-12:00', 'zipline-adult');
    const response = await get(`/ticketing/orders/${order.token}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="order-${order.receipt}.ics"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const ics = response.body.replace(/\r\n /g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // Noon in Denver on December 10 is 19:00 UTC.
    expect(ics).toContain('DTSTART:20261210T190000Z');
    expect(ics).toContain(`SUMMARY:${order.cart.lineItems[0]!.displayName}`);
    expect(ics).toContain(`Order #${order.receipt}`);
    expect(ics).toContain('2 × Adult');
    expect(ics).toMatch(
      new RegExp(`URL;VALUE=URI:https?://[^\\s]+/orders/confirmation/${order.token}`),
    );
    // Stamped with the order's time, so the same order gives the same file.
    expect(ics).toContain(`DTSTAMP:${order.purchaseDate.replace(/[-:]/g, '').slice(0, 15)}Z`);
  });

  it('makes an untimed day an all-day event', async () => {
    const order = await orderOf('museum-admission-2026-12-04', 'museum-adult');
    const ics = (await get(`/ticketing/orders/${order.token}/calendar.ics`)).body;
    expect(ics).toContain('DTSTART;VALUE=DATE:20261204');
    expect(ics).toContain('DTEND;VALUE=DATE:20261205');
  });

  it('answers 404 for a token that is no order', async () => {
    expect((await get('/ticketing/orders/not-a-token/calendar.ics')).statusCode).toBe(404);
    expect((await get('/ticketing/orders/not-a-token/tickets.pdf')).statusCode).toBe(404);
  });
});

describe('an order’s tickets PDF', () => {
  it('is the PDF the confirmation attaches, one page a place and the receipt', async () => {
    const order = await orderOf('zipline-tour-2026-12-10-12:00', 'zipline-adult');
    const response = await get(`/ticketing/orders/${order.token}/tickets.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(3);
  });
});

/**
 * The member-priced sales report (issue 31): a Dual Pass household's membership places booked in
 * the shop through `POST /ticketing/line_items/:id/pass_places` and at the walk-up window, then
 * ordered (one order moved to the day before, one past the range), are counted per Denver day
 * of the order, venue, activity and benefit at the price each was sold at, less a refunded guest,
 * as TypeScript counts the order rows apart from the report's SQL; public tickets of the same
 * orders are not. In JSON and CSV, for the staff who read the catalogue's reports only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItemTicketResponseSchema } from '@shop/core/cart';
import { passBenefitLabels, reportResponseSchema } from '@shop/core/report-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, testCustomer, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { buyDualPass, passPlacesKit } from '../passes/pass-places-test-kit.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';

let t: TestApp;
let manager: AdminClient;

const RANGE = 'from=2026-11-30&to=2026-12-01';

const { api, cartAt, readPlaces, addPlace } = passPlacesKit(() => t);

/** Places the cart's order through the shop's API, paid by card; answers its id. */
async function placeOrder(cartToken: string): Promise<number> {
  const card = await shopClient(t).tokenize('4111111111111111');
  const placed = await api(
    'POST',
    `/ticketing/orders?cart_token=${cartToken}`,
    { order: { customerInfo: { ...testCustomer, phone: '801-555-0100', cardToken: card } } },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return (placed.body as { data: { attributes: { id: number } } }).data.attributes.id;
}

async function moveOrder(orderId: number, at: string) {
  await queryRows(
    t.database.db,
    sql`update orders set created_at = ${at}::timestamptz where id = ${orderId}`,
  );
}

beforeAll(async () => {
  t = await createStaffTestApp();
  manager = (await logInAs(t, 'manager')).client;
  const ids = await findDemoIds(t.database.db);
  const ticket = (code: string) => ticketIdByCode(t.database.db, code);
  const { bearer } = await buyDualPass(t, `member.prices.${Date.now()}@example.org`);

  // On 1 December: Ada and Bo skate at no charge beside a public ticket.
  const skate = await ids.session('public-skate-2026-12-03-12:00');
  const admission = await ticket('skate-admission');
  const atSkate = await cartAt(skate);
  const [ada, bo] = await readPlaces(bearer, skate.id);
  for (const holder of [ada!, bo!]) {
    const added = await addPlace(bearer, atSkate, {
      memberId: holder.memberId,
      ticketId: admission,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  const publicTicket = await api(
    'POST',
    `/ticketing/line_items/${atSkate.lineId}/line_item_tickets?cart_token=${atSkate.cart.token}`,
    { ticketId: admission, quantity: 1 },
  );
  expect(publicTicket.status).toBe(201);
  await moveOrder(await placeOrder(atSkate.cart.token), '2026-12-01T18:00:00Z');

  // On 30 November: Ada's zipline at the member price with a guest, refunded since.
  const zipline = await ids.session('zipline-tour-2026-12-03-12:00');
  const adult = await ticket('zipline-adult');
  const atZipline = await cartAt(zipline);
  const own = await addPlace(bearer, atZipline, { memberId: ada!.memberId, ticketId: adult });
  expect(own.status, JSON.stringify(own.body)).toBe(201);
  const guest = await addPlace(bearer, atZipline, {
    memberId: ada!.memberId,
    ticketId: adult,
    guest: true,
  });
  expect(guest.status, JSON.stringify(guest.body)).toBe(201);
  const ziplineOrder = await placeOrder(atZipline.cart.token);
  const refund = await manager.call('POST', `/orders/${ziplineOrder}/refunds`, {
    body: {
      tickets: [
        { lineItemTicketId: lineItemTicketResponseSchema.parse(guest.body).data.id, quantity: 1 },
      ],
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(refund.status, JSON.stringify(refund.body)).toBe(201);
  await moveOrder(ziplineOrder, '2026-12-01T06:30:00Z'); // 23:30 on 30 November in Denver

  // Past the range: Bo's zipline at the member price, ordered the day after it ends.
  const atLater = await cartAt(await ids.session('zipline-tour-2026-12-04-12:00'));
  expect(
    (await addPlace(bearer, atLater, { memberId: bo!.memberId, ticketId: adult })).status,
  ).toBe(201);
  await moveOrder(await placeOrder(atLater.cart.token), '2026-12-02T18:00:00Z');
});
afterAll(() => t.close());

/** The report's rows as TypeScript groups every membership place of the orders in the range. */
async function countPlaces(from: string, to: string) {
  const rows = await queryRows<{
    day: string;
    venueId: number;
    venue: string;
    activityId: number;
    activity: string;
    benefit: 'included' | 'member-price' | 'guest';
    orderId: number;
    quantity: number;
    refunded: number;
    priceCents: number;
  }>(
    t.database.db,
    sql`select to_char(o.created_at at time zone 'America/Denver', 'YYYY-MM-DD') as day,
          v.id as "venueId", v.display_name as venue, a.id as "activityId",
          a.display_name as activity, lit.pass_benefit as benefit, o.id as "orderId",
          lit.quantity, lit.refunded_quantity as refunded, lit.price_cents as "priceCents"
        from orders o join line_items li on li.cart_id = o.cart_id
        join line_item_tickets lit on lit.line_item_id = li.id
        join activities a on a.id = li.activity_id join venues v on v.id = a.venue_id
        where lit.pass_member_id is not null`,
  );
  const order = ['included', 'member-price', 'guest'];
  const groups = new Map<string, { row: (typeof rows)[number]; list: typeof rows }>();
  for (const row of rows.filter((place) => place.day >= from && place.day <= to)) {
    const key = `${row.day}|${row.venueId}|${row.activityId}|${row.benefit}`;
    const group = groups.get(key) ?? { row, list: [] };
    group.list.push(row);
    groups.set(key, group);
  }
  const sum = (list: typeof rows, value: (row: (typeof rows)[number]) => number) =>
    list.reduce((total, row) => total + value(row), 0);
  return [...groups.values()]
    .map(({ row, list }) => ({
      day: row.day,
      venueId: row.venueId,
      venue: row.venue,
      activityId: row.activityId,
      activity: row.activity,
      benefit: row.benefit,
      benefitLabel: passBenefitLabels[row.benefit],
      orders: new Set(list.map((place) => place.orderId)).size,
      places: sum(list, (place) => place.quantity),
      refundedPlaces: sum(list, (place) => place.refunded),
      salesCents: sum(list, (place) => place.priceCents * place.quantity),
      netSalesCents: sum(list, (place) => place.priceCents * (place.quantity - place.refunded)),
    }))
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        a.venue.localeCompare(b.venue) ||
        a.activity.localeCompare(b.activity) ||
        order.indexOf(a.benefit) - order.indexOf(b.benefit),
    );
}

describe('member-priced sales', () => {
  it('counts the membership places of the range’s orders per day, venue, activity and benefit', async () => {
    const answer = await manager.call('GET', `/reports/member-priced-sales?${RANGE}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = reportResponseSchema('member-priced-sales').parse(answer.body).data;
    expect(rows).toEqual(await countPlaces('2026-11-30', '2026-12-01'));
    expect(
      rows.map((row) => [
        row.day,
        row.activity,
        row.benefitLabel,
        row.orders,
        row.places,
        row.refundedPlaces,
        row.salesCents,
        row.netSalesCents,
      ]),
    ).toEqual([
      // 20% off the $45 adult zipline, and a guest at the holder's price, refunded since.
      ['2026-11-30', 'Extreme Zipline Tour', 'Member price', 1, 1, 0, 3600, 3600],
      ['2026-11-30', 'Extreme Zipline Tour', 'Guest', 1, 1, 1, 3600, 0],
      // The public ticket of the same order is not a membership place.
      ['2026-12-01', 'Public Skate', 'Included', 1, 2, 0, 0, 0],
    ]);
  });

  it('downloads as CSV with the page’s columns', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/reports/member-priced-sales?${RANGE}&format=csv`,
      remoteAddress: manager.address,
      cookies: Object.fromEntries(manager.jar),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="member-priced-sales-2026-11-30-to-2026-12-01.csv"',
    );
    const [header, ...lines] = answer.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'Day,Venue,Activity,Benefit,Orders,Places,Refunded places,Sales at member price,Net of refunded places',
    );
    expect(lines.map((line) => line.split(',').slice(2).join(','))).toEqual([
      'Extreme Zipline Tour,Member price,1,1,0,36.00,36.00',
      'Extreme Zipline Tour,Guest,1,1,1,36.00,0.00',
      'Public Skate,Included,1,2,0,0.00,0.00',
    ]);
  });

  it('is empty for days without membership places', async () => {
    const none = await manager.call(
      'GET',
      '/reports/member-priced-sales?from=2026-11-01&to=2026-11-29',
    );
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });

  it('is read by admins and managers, not by the box office or check-in', async () => {
    for (const role of ['box-office', 'check-in'] as const) {
      const { client } = await logInAs(t, role);
      expect((await client.call('GET', `/reports/member-priced-sales?${RANGE}`)).status, role).toBe(
        403,
      );
    }
    const { client: admin } = await logInAs(t, 'admin');
    expect((await admin.call('GET', `/reports/member-priced-sales?${RANGE}`)).status).toBe(200);
  });
});

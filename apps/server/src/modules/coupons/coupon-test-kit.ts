/**
 * What the coupon tests share: requests to the test app, a cart of one ticket type at one
 * session, and counts read from the database. Used by tests only.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { queryRows } from '../../db/database.ts';
import type { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';

type DemoIds = Awaited<ReturnType<typeof findDemoIds>>;

export function createCouponTestKit(app: () => TestApp, demoIds: () => DemoIds) {
  const call = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
    shopClient(app()).api(...args);
  const ticketId = (code: string) => ticketIdByCode(app().database.db, code);

  async function count(table: string, where = sql`true`) {
    const [row] = await queryRows<{ n: number }>(
      app().database.db,
      sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
    );
    return Number(row!.n);
  }

  /** A cart with `quantity` tickets of one type at one session. */
  async function cartWith(
    activity: string,
    session: string,
    ticket: string,
    quantity: number,
  ): Promise<Cart> {
    const cart = cartResponseSchema.parse((await call('GET', '/ticketing/cart')).body).data
      .attributes;
    const sessionRow = await demoIds().session(session);
    const line = lineItemResponseSchema.parse(
      (
        await call('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
          activityId: demoIds().activity(activity),
          activityTimeId: sessionRow.id,
          bookingUdfs:
            activity === 'bobsled-experience'
              ? [
                  { fieldName: 'heard_about_us', value: 'Other' },
                  { fieldName: 'party_size', value: 1 },
                ]
              : [],
        })
      ).body,
    ).data;
    for (let i = 0; i < (activity === 'bobsled-experience' ? quantity : 1); i++) {
      const body =
        activity === 'bobsled-experience'
          ? {
              ticketId: await ticketId(ticket),
              attendee: { firstName: `R${i}`, lastName: 'X', dateOfBirth: '1990-01-01' },
              attendeeUdfs: [
                { fieldName: 'weight_lbs', value: 150 },
                { fieldName: 'emergency_phone', value: '555' },
              ],
            }
          : { ticketId: await ticketId(ticket), quantity };
      const added = await call(
        'POST',
        `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
        body,
      );
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    return cartResponseSchema.parse(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
  }

  return { call, ticketId, count, cartWith };
}

/** Requests to a test app as the browser makes them, and the lookups tests need around them. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartResponseSchema, lineItemResponseSchema } from '@shop/core/cart';
import type { Database } from '../db/database.ts';
import { tickets } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export interface Answer {
  status: number;
  // Tests read answers loosely and parse them with the contract's schemas where it matters.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** The body the browser posts to the card vault for a test card. */
export function sandboxCardRequest(number = '4111111111111111') {
  return {
    payment_method: {
      credit_card: {
        full_name: 'Ada Skier',
        number,
        verification_value: '123',
        month: '12',
        year: '2030',
      },
      email: 'ada@example.org',
    },
  };
}

/** The account holder of test membership orders. */
export const testPrimaryMember = {
  firstName: 'Ada',
  lastName: 'Skier',
  dateOfBirth: '1988-04-05',
  phone: '801-555-0100',
  address: {
    streetAddress1: '3419 Olympic Pkwy',
    city: 'Park City',
    state: 'UT',
    zip: '84098',
    country: 'UNITED STATES',
  },
};

/** The buyer every test order is placed for. */
export const testCustomer = { firstName: 'Ada', lastName: 'Skier', email: 'ada@example.org' };

export function shopClient(t: Pick<TestApp, 'app'>) {
  async function call(
    method: Method,
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await t.app.inject({
      method,
      url,
      headers,
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.body === '' ? null : response.json() };
  }
  return {
    call,
    /** A call under /api/v1. */
    api: (method: Method, url: string, body?: object, headers?: Record<string, string>) =>
      call(method, `/api/v1${url}`, body, headers),
    /** Stores a card in the sandbox vault as the browser does, and answers its token. */
    async tokenize(number = '4111111111111111'): Promise<string> {
      const response = await call(
        'POST',
        '/sandbox-vault/v1/payment_methods.json',
        sandboxCardRequest(number),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.transaction.payment_method.token;
    },
    /** A new cart holding one ticket of a session, as the choose-tickets page adds it. */
    async cartWithTicket(session: { id: number; activityId: number }, ticketId: number) {
      const cart = cartResponseSchema.parse((await call('GET', '/api/v1/ticketing/cart')).body).data
        .attributes;
      const line = lineItemResponseSchema.parse(
        (
          await call('POST', `/api/v1/ticketing/line_items?cart_token=${cart.token}`, {
            activityId: session.activityId,
            activityTimeId: session.id,
          })
        ).body,
      ).data;
      const added = await call(
        'POST',
        `/api/v1/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
        { ticketId, quantity: 1 },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      return { cart, lineId: line.id, lineTicketId: added.body.data.id as number };
    },
  };
}

export async function ticketIdByCode(db: Database, code: string): Promise<number> {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.centamanId, code));
  if (!row) throw new Error(`No demo ticket ${code}`);
  return row.id;
}

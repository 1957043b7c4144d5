/**
 * A ticket type's age range (decision 077), checked where attendee details are saved to a cart's
 * ticket: on the session's date, refused with the range's words, and nothing held or changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@shop/core/cart';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cartsTestKit, rider, expectError, type DemoIds } from './carts-test-kit.ts';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, newCart, capacityOf, addLine, ticketId } = cartsTestKit(() => ({ t, ids }));

const YOUTH_RANGE = 'This ticket is for ages 16 to 17 on the day of the session.';
const onDateOfBirth = (message: string) => `Invalid field attendee.dateOfBirth: ${message}`;
const bornOn = (firstName: string, dateOfBirth: string) => ({
  ...rider(firstName),
  attendee: { firstName, lastName: 'Rider', dateOfBirth },
});

describe("a ticket type's age range", () => {
  it('refuses a Youth (16-17) born in 1990 with a 400 naming the field, and holds nothing', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'bobsled-experience', 'bobsled-experience-2026-12-12-12:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const youth = await ticketId('bobsled-youth');
    const before = await capacityOf(line.session.id);

    const refused = await call('POST', url, { ticketId: youth, ...bornOn('Al', '1990-01-01') });
    expect(expectError(refused, 400, onDateOfBirth(YOUTH_RANGE)).fields).toEqual({
      'attendee.dateOfBirth': [YOUTH_RANGE],
    });
    expect((await capacityOf(line.session.id)).held).toBe(before.held);
    const read = await call('GET', `/ticketing/cart?cart_token=${cart.token}`);
    expect(
      cartResponseSchema.parse(read.body).data.attributes.lineItems[0]?.lineItemTickets,
    ).toEqual([]);
  });

  it("counts the age on the session's date: 16 that very day is in, 18 that day is out", async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'bobsled-experience', 'bobsled-experience-2026-12-12-12:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const youth = await ticketId('bobsled-youth');
    // 15 on the day of booking (1 December), 16 on the session's day (12 December).
    const sixteen = await call('POST', url, { ticketId: youth, ...bornOn('Bo', '2010-12-12') });
    expect(sixteen.status, JSON.stringify(sixteen.body)).toBe(201);
    const eighteen = await call('POST', url, { ticketId: youth, ...bornOn('Cy', '2008-12-12') });
    expectError(eighteen, 400, onDateOfBirth(YOUTH_RANGE));
    // An Adult Rider is 18 and over.
    const adult = await ticketId('bobsled-adult');
    expectError(
      await call('POST', url, { ticketId: adult, ...bornOn('Di', '2009-06-01') }),
      400,
      onDateOfBirth('This ticket is for ages 18 and over on the day of the session.'),
    );
  });

  it("refuses changing a ticket's attendee to one out of its range", async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'bobsled-experience', 'bobsled-experience-2026-12-12-12:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const added = await call('POST', url, {
      ticketId: await ticketId('bobsled-youth'),
      ...bornOn('Ed', '2009-06-01'),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = (added.body as { data: { id: number } }).data.id;
    const changed = await call(
      'PATCH',
      `/ticketing/line_items/${line.id}/line_item_tickets/${id}?cart_token=${cart.token}`,
      bornOn('Ed', '1990-01-01'),
    );
    expectError(changed, 400, onDateOfBirth(YOUTH_RANGE));
  });
});

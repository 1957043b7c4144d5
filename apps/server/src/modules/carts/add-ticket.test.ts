import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItemTicketResponseSchema } from '@shop/core/cart';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { cartsTestKit, rider, expectError, type DemoIds } from './carts-test-kit.ts';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, newCart, capacityOf, addLine, ticketId } = cartsTestKit(() => ({ t, ids }));

describe('line item tickets', () => {
  it('adds tickets, holds their places and prices the cart with tax', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-11-12:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const before = await capacityOf(line.session.id);
    const adult = await call('POST', url, {
      ticketId: await ticketId('zipline-adult'),
      quantity: 2,
      price: 0.01,
    });
    expect(adult.status).toBe(201);
    const child = await call('POST', url, { ticketId: await ticketId('zipline-child') });
    const parsed = lineItemTicketResponseSchema.parse(child.body).data;
    expect(parsed.attributes).toMatchObject({
      displayName: 'Child (6-12)',
      quantity: 1,
      price: 35,
    });
    // The browser's price is ignored: 2 × $45 + $35 = $125. Tax is 7.25% per ticket line, each
    // rounded half up: $6.525 -> $6.53 and $2.5375 -> $2.54.
    expect(parsed.additionalData.cart).toMatchObject({ subtotal: 125, taxes: 9.07, total: 134.07 });
    expect(parsed.additionalData.cart.lineItems[0]).toMatchObject({
      subtotal: 125,
      taxes: 9.07,
      total: 134.07,
    });
    expect(parsed.additionalData.cart.holdsExpireAt).toBe(
      new Date(TEST_NOW.getTime() + 15 * 60_000).toISOString(),
    );
    const after = await capacityOf(line.session.id);
    expect(after.held - before.held).toBe(3);
    expect(after.vacancy).toBe(before.vacancy - 3);
  });

  it('requires an attendee per ticket where the activity collects them, with a past date of birth', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'bobsled-experience', 'bobsled-experience-2026-12-09-12:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const adult = await ticketId('bobsled-adult');
    expectError(
      await call('POST', url, { ticketId: adult }),
      400,
      /attendee.firstName: Required field/,
    );
    const future = await call('POST', url, {
      ticketId: adult,
      ...rider('Ann'),
      attendee: { firstName: 'Ann', lastName: 'R', dateOfBirth: '2026-12-02' },
    });
    expect(expectError(future, 400, /dateOfBirth/).fields).toEqual({
      'attendee.dateOfBirth': ['Date of birth cannot be later than today'],
    });
    expectError(
      await call('POST', url, { ticketId: adult, quantity: 2, ...rider('Ann') }),
      400,
      /one ticket per attendee/,
    );
    expectError(
      await call('POST', url, {
        ticketId: adult,
        attendee: rider('Ann').attendee,
        attendeeUdfs: [{ fieldName: 'weight_lbs', value: 'abc' }],
      }),
      400,
      /attendeeUdfs.weight_lbs: Must be a number/,
    );
    const ok = await call('POST', url, { ticketId: adult, ...rider('Ann') });
    expect(ok.status).toBe(201);
    const ticket = lineItemTicketResponseSchema.parse(ok.body).data.attributes;
    expect(ticket.attendee).toEqual({
      firstName: 'Ann',
      lastName: 'Rider',
      dateOfBirth: '1990-04-02',
    });
    expect(ticket.attendeeUdfs.map((udf) => [udf.fieldName, udf.value])).toEqual([
      ['weight_lbs', 180],
      ['emergency_phone', '801-555-0100'],
    ]);
    expect(ok.body.data.additionalData.cart.lineItems[0].lineItemTickets).toHaveLength(1);
  });

  it('refuses more tickets than the activity allows at a time, and more than are left', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'bobsled-experience', 'bobsled-experience-2026-12-09-16:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const adult = await ticketId('bobsled-adult');
    for (const name of ['A', 'B', 'C', 'D'])
      expect((await call('POST', url, { ticketId: adult, ...rider(name) })).status).toBe(201);
    expectError(
      await call('POST', url, { ticketId: adult, ...rider('E') }),
      409,
      'Only 4 tickets may be purchased at a time.',
    );

    const nearly = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-02-10:00'); // 2 places left
    const nearlyUrl = `/ticketing/line_items/${nearly.id}/line_item_tickets?cart_token=${cart.token}`;
    expectError(
      await call('POST', nearlyUrl, { ticketId: await ticketId('zipline-adult'), quantity: 3 }),
      409,
      'The selected number of tickets are not available. Please edit your selection and try again.',
    );
    expect((await capacityOf(nearly.session.id)).held).toBe(0);
    expect(
      (await call('POST', nearlyUrl, { ticketId: await ticketId('zipline-adult'), quantity: 2 }))
        .status,
    ).toBe(201);
    expect((await capacityOf(nearly.session.id)).vacancy).toBe(0);
  });

  it('refuses a ticket of another activity and counts add-ons outside the maximum', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-12-10:00');
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    expectError(
      await call('POST', url, { ticketId: await ticketId('bobsled-adult') }),
      400,
      /ticketId: Is not offered/,
    );
    expect(
      (await call('POST', url, { ticketId: await ticketId('zipline-adult'), quantity: 8 })).status,
    ).toBe(201);
    const photo = await call('POST', url, {
      ticketId: await ticketId('zipline-photo'),
      quantity: 2,
    });
    expect(photo.status).toBe(201);
    expect(photo.body.data.attributes).toMatchObject({ addOn: true, price: 15 });
  });

  it('changes a quantity only when the places exist, and deleting a ticket releases them', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-04-10:00'); // 1 place left
    const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
    const added = lineItemTicketResponseSchema.parse(
      (await call('POST', url, { ticketId: await ticketId('zipline-adult') })).body,
    ).data;
    const ticketUrl = `/ticketing/line_items/${line.id}/line_item_tickets/${added.id}?cart_token=${cart.token}`;
    expectError(await call('PATCH', ticketUrl, { quantity: 2 }), 409, /not available/);
    expect((await capacityOf(line.session.id)).held).toBe(1);
    expectError(await call('PATCH', ticketUrl, {}), 400, /Send quantity, attendee or attendeeUdfs/);
    const removed = await call('DELETE', ticketUrl);
    expect(removed.status).toBe(200);
    expect(removed.body.data.additionalData.cart.lineItems[0].lineItemTickets).toEqual([]);
    expect((await capacityOf(line.session.id)).held).toBe(0);
  });
});

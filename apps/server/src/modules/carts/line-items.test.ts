import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItemResponseSchema } from '@shop/core/cart';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cartsTestKit, bookingFields, expectError, type DemoIds } from './carts-test-kit.ts';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, newCart, capacityOf, addLine, ticketId } = cartsTestKit(() => ({ t, ids }));

describe('line items', () => {
  it('adds a line for a session with its booking fields, serialised with labels', async () => {
    const cart = await newCart();
    const { attributes, additionalData } = await addLine(
      cart,
      'bobsled-experience',
      'bobsled-experience-2026-12-09-14:00',
    );
    expect(attributes).toMatchObject({
      eventName: 'Bobsled Experience',
      startDatetime: '2026-12-09T14:00:00-07:00',
      timed: true,
      lineItemTickets: [],
    });
    expect(attributes.bookingUdfs.find((udf) => udf.fieldName === 'party_size')).toMatchObject({
      label: 'Total party size',
      value: 2,
      fieldType: 'numeric',
    });
    expect(attributes.bookingUdfs.find((udf) => udf.fieldName === 'group_name')!.value).toBeNull();
    expect(additionalData.cart.lineItems).toHaveLength(1);
  });

  it('refuses missing required booking fields, naming each, and adds nothing', async () => {
    const cart = await newCart();
    const session = await ids.session('bobsled-experience-2026-12-09-14:00');
    const errors = expectError(
      await call('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
        activityId: ids.activity('bobsled-experience'),
        activityTimeId: session.id,
        bookingUdfs: [{ fieldName: 'party_size', value: 'x' }],
      }),
      400,
      /bookingUdfs\.heard_about_us: Required field/,
    );
    expect(errors.title).toBe('Invalid Form Fields');
    expect(errors.fields).toEqual({
      'bookingUdfs.party_size': ['Must be a number'],
      'bookingUdfs.heard_about_us': ['Required field'],
    });
    expect(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body.data.attributes
        .lineItems,
    ).toEqual([]);
  });

  it('refuses sold-out and past-cutoff sessions, foreign sessions, unknown carts and bad bodies', async () => {
    const cart = await newCart();
    const soldOut = await ids.session('zipline-tour-2026-12-05-12:00');
    const pastCutoff = await ids
      .session('zipline-tour-2026-12-01-08:00')
      .catch(() => ids.session('bobsled-experience-2026-12-01-10:00'));
    const add = (body: object, token = cart.token) =>
      call('POST', `/ticketing/line_items?cart_token=${token}`, body);
    const zipline = ids.activity('zipline-tour');

    const soldOutError = expectError(
      await add({ activityId: zipline, activityTimeId: soldOut.id }),
      409,
      'The selected number of tickets are not available. Please edit your selection and try again.',
    );
    expect(soldOutError.title).toBe('Invalid Selection');
    expectError(
      await add({
        activityId: ids.activity('bobsled-experience'),
        activityTimeId: pastCutoff.id,
        bookingUdfs: bookingFields,
      }),
      409,
      "We're sorry, there are no available tickets for this time.",
    );
    expectError(
      await add({ activityId: ids.activity('museum-admission'), activityTimeId: soldOut.id }),
      404,
      /Activity time/,
    );
    expectError(
      await add({ activityId: zipline, activityTimeId: soldOut.id }, 'unknown-token'),
      404,
      'Cart was not found.',
    );
    // The cart is named before the session, though both are read at once.
    expectError(
      await add(
        { activityId: ids.activity('museum-admission'), activityTimeId: soldOut.id },
        'unknown-token',
      ),
      404,
      'Cart was not found.',
    );
    expectError(
      await call('POST', '/ticketing/line_items', { activityId: zipline, activityTimeId: 1 }),
      400,
      /cart_token/,
    );
    expectError(await add({ activityId: 'x' }), 400, /activityId/);
    expect(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body.data.attributes
        .lineItems,
    ).toEqual([]);
  });

  it('changes booking fields in place', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'bobsled-experience', 'bobsled-experience-2026-12-09-14:00');
    const response = await call(
      'PATCH',
      `/ticketing/line_items/${line.id}?cart_token=${cart.token}`,
      {
        bookingUdfs: [...bookingFields.slice(1), { fieldName: 'heard_about_us', value: 'Other' }],
      },
    );
    expect(response.status).toBe(200);
    const updated = lineItemResponseSchema.parse(response.body).data.attributes;
    expect(updated.id).toBe(line.id);
    expect(updated.bookingUdfs.find((udf) => udf.fieldName === 'heard_about_us')!.value).toBe(
      'Other',
    );
  });

  it('deleting a line releases every place it held', async () => {
    const cart = await newCart();
    const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-10-10:00');
    const before = await capacityOf(line.session.id);
    await call(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      {
        ticketId: await ticketId('zipline-adult'),
        quantity: 3,
      },
    );
    expect((await capacityOf(line.session.id)).held).toBe(before.held + 3);
    const response = await call(
      'DELETE',
      `/ticketing/line_items/${line.id}?cart_token=${cart.token}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.additionalData.cart.lineItems).toEqual([]);
    expect((await capacityOf(line.session.id)).held).toBe(before.held);
    expectError(
      await call('DELETE', `/ticketing/line_items/${line.id}?cart_token=${cart.token}`),
      404,
      'Line item was not found.',
    );
  });
});

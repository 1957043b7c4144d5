/**
 * An order the back office refunded, in part or whole, is no longer changed by its visitor
 * (decision 057): opening its edit answers 409 with the reason, and the order says so, so the
 * confirmation page offers no edit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@shop/core/order-admin-api';
import { orderResponseSchema } from '@shop/core/order-api';
import { orderEditTexts } from '@shop/core/order-edit';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';
import { createOrderEditTestKit } from '../orders/order-edit-test-kit.ts';
import { createOrdersAdminTestKit } from './orders-admin-test-kit.ts';
import { sql } from 'drizzle-orm';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { paidOrder } = createOrdersAdminTestKit(
  () => t,
  () => ids,
);

const readOrder = async (token: string, editMode = false) =>
  shopClient(t).api('GET', `/ticketing/orders/${token}${editMode ? '?edit_mode=true' : ''}`);

/** The order's first ticket, as the back office's order page lists it. */
async function firstTicketOf(client: AdminClient, orderId: number): Promise<number> {
  const page = adminOrderResponseSchema.parse(
    (await client.call('GET', `/orders/${orderId}`)).body,
  ).data;
  return page.lines[0]!.tickets[0]!.id;
}

const onePlace = (lineItemTicketId: number) => ({
  tickets: [{ lineItemTicketId, quantity: 1 }],
});

function refund(client: AdminClient, orderId: number, body: object) {
  return client.call('POST', `/orders/${orderId}/refunds`, {
    body,
    headers: { 'idempotency-key': randomUUID() },
  });
}

/** A paid order of two skate places and its edit, adding a rental, opened but not committed. */
async function openEditAddingRental(edits: ReturnType<typeof createOrderEditTestKit>) {
  const [session] = await edits.skateSessions();
  const order = await edits.placeSkateOrder(session!.id, 2);
  const edit = await edits.openEdit(order);
  const added = await edits.api(
    'POST',
    `/ticketing/line_items/${edit.cart.lineItems[0]!.id}/line_item_tickets?cart_token=${edit.cart.token}`,
    { ticketId: await edits.ticketId('skate-rental') },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { session: session!, order, edit };
}

describe('a visitor changing an order staff refunded', () => {
  it('may still change an order nobody refunded', async () => {
    const order = await paidOrder({ quantity: 1 });
    expect(
      orderResponseSchema.parse((await readOrder(order.token)).body).data.attributes,
    ).toMatchObject({ hasStaffRefund: false });
    expect((await readOrder(order.token, true)).status).toBe(200);
  });

  it.each([['one place'], ['the whole order']])(
    'is refused once staff refunded %s, and the order says so',
    async (what) => {
      const { client } = await logInAs(t, 'box-office');
      const order = await paidOrder({ quantity: 2 });
      const firstTicket = await firstTicketOf(client, order.id);
      const body = what === 'one place' ? onePlace(firstTicket) : { wholeOrder: true };
      const refunded = await refund(client, order.id, body);
      expect(refunded.status).toBe(201);
      const cartsBefore = await countRows(t, 'carts');

      const answer = await readOrder(order.token, true);
      expect(answer.status).toBe(409);
      expect(answer.body.errors.message).toBe(orderEditTexts.refundedByStaff);
      expect(await countRows(t, 'carts', sql`edit_of_order_id = ${order.id}`)).toBe(0);
      expect(await countRows(t, 'carts')).toBe(cartsBefore);
      expect(
        orderResponseSchema.parse((await readOrder(order.token)).body).data.attributes,
      ).toMatchObject({ hasStaffRefund: true });
    },
  );
});

describe('an edit opened before staff refunded the order', () => {
  const edits = createOrderEditTestKit(
    () => t,
    () => ids,
  );

  it('is refused when committed, before any money moves', async () => {
    const { client } = await logInAs(t, 'box-office');
    const { session, order, edit } = await openEditAddingRental(edits);
    const refunded = await refund(
      client,
      order.id,
      onePlace(await firstTicketOf(client, order.id)),
    );
    expect(refunded.status).toBe(201);
    const paymentsBefore = await edits.payments(order.id);
    const soldBefore = await edits.soldAt(session!.id);

    const committed = await edits.commit(order, edit.cart, randomUUID(), await edits.tokenize());
    expect(committed.status).toBe(409);
    expect(committed.body.errors.message).toBe(orderEditTexts.refundedByStaff);
    expect(await edits.payments(order.id)).toEqual(paymentsBefore);
    expect(await edits.soldAt(session!.id)).toBe(soldBefore);
  });
});

describe('a staff refund landing while an edit is being paid', () => {
  let racing: TestApp;
  let racingIds: Awaited<ReturnType<typeof findDemoIds>>;
  /** What the back office does once the edit's difference is charged, before its write. */
  let whilePaid = async () => {};
  beforeAll(async () => {
    racing = await createStaffTestApp(
      {},
      { failpoint: (step) => (step === 'paid' ? whilePaid() : Promise.resolve()) },
    );
    racingIds = await findDemoIds(racing.database.db);
  });
  afterAll(() => racing.close());

  it('refuses the edit and voids its charge; the refund stands', async () => {
    const edits = createOrderEditTestKit(
      () => racing,
      () => racingIds,
    );
    const { client } = await logInAs(racing, 'box-office');
    const { order, edit } = await openEditAddingRental(edits);
    const body = onePlace(await firstTicketOf(client, order.id));
    let refundStatus = 0;
    whilePaid = async () => {
      whilePaid = async () => {};
      refundStatus = (await refund(client, order.id, body)).status;
    };

    const committed = await edits.commit(order, edit.cart, randomUUID(), await edits.tokenize());
    expect(refundStatus).toBe(201);
    expect(committed.status).toBe(409);
    expect(committed.body.errors.message).toBe(orderEditTexts.refundedByStaff);
    // The edit's charge of the added rental ($8 and tax) was taken and then voided.
    const moves = (await edits.payments(order.id)).filter((move) => move.amount_cents === 858);
    expect(moves.map((move) => [move.kind, move.succeeded])).toEqual([
      ['purchase', true],
      ['void', true],
    ]);
    const [after] = await queryRows<{ cart_id: number }>(
      racing.database.db,
      sql`select cart_id from orders where id = ${order.id}`,
    );
    expect(after!.cart_id).not.toBe(edit.cart.id);
  });
});

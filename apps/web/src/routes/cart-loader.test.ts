import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { cartKeys } from '../features/cart/api/get-cart.ts';
import {
  addLine,
  addTickets,
  createCart,
  fetchActivity,
  fetchSession,
  shopDate,
  storeCart,
} from '../test/cart-fixtures.ts';
import { createCartLoader } from './cart-loader.ts';

/** A cart with a zipline session, the timed line a checkout describes with its session. */
async function cartWithZipline() {
  const cart = await createCart();
  const zipline = await fetchActivity('Extreme Zipline Tour');
  const session = await fetchSession(zipline.id, shopDate(40), '14:00');
  const line = await addLine(cart.token, { activityId: zipline.id, activityTimeId: session.id });
  await addTickets(cart.token, line.id, { ticketId: session.tickets![0]!.id, quantity: 1 });
  return { cart, zipline, session };
}

function runLoader(url: string, withSessions: boolean) {
  const queryClient = createQueryClient();
  const loader = createCartLoader(queryClient, { withSessions });
  const answer = loader({
    request: new Request(url),
    url: new URL(url),
    pattern: new URL(url).pathname,
    params: {},
    context: undefined,
  });
  return { queryClient, answer };
}

const activityKey = (id: number) => ['activities', 'detail', id];
const sessionKey = (activityId: number, sessionId: number) => [
  ...activityKey(activityId),
  'times',
  sessionId,
];

describe("the cart's and the checkout's loader", () => {
  it("starts the URL's cart, then its lines' activities and, for the checkout, their sessions", async () => {
    const { cart, zipline, session } = await cartWithZipline();
    const { queryClient, answer } = runLoader(
      `http://shop.test/activities/payment?cartToken=${cart.token}`,
      true,
    );
    // Navigation does not wait for any of it.
    expect(answer).toBeNull();
    await waitFor(() => {
      expect(queryClient.getQueryData(sessionKey(zipline.id, session.id))).toBeDefined();
    });
    expect(queryClient.getQueryData(cartKeys.detail(cart.token))).toMatchObject({
      token: cart.token,
    });
    expect(queryClient.getQueryData(activityKey(zipline.id))).toMatchObject({ id: zipline.id });
  });

  it("takes the stored cart's token, and for the cart page leaves the sessions alone", async () => {
    const { cart, zipline, session } = await cartWithZipline();
    storeCart(cart);
    const { queryClient } = runLoader('http://shop.test/activities/cart', false);
    await waitFor(() => {
      expect(queryClient.getQueryData(activityKey(zipline.id))).toBeDefined();
    });
    expect(queryClient.getQueryData(cartKeys.detail(cart.token))).toMatchObject({
      token: cart.token,
    });
    expect(queryClient.getQueryState(sessionKey(zipline.id, session.id))).toBeUndefined();
  });

  it('asks nothing for an order edit, which reads its order first', async () => {
    const { cart } = await cartWithZipline();
    const { queryClient } = runLoader(
      `http://shop.test/activities/cart?cartToken=${cart.token}&orderToken=abc`,
      false,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

/**
 * `GET /ticketing/cart?cart_token=`: the visitor's cart. The token comes from the URL's cartToken,
 * else from storage (SPEC section 4); an unknown, absent or ordered token answers a new cart with
 * a new token, which is then stored. The cart is saved to storage, throttled (SPEC section 9).
 */
import type { Cart, cartResponseSchema } from '@shop/core/cart';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readAgainWhenUnanswered } from '../../../app/query-client.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { apiGet } from '../../../lib/api-client.ts';
import {
  createThrottledWriter,
  pickStoredText,
  removeStored,
  storageKeys,
  useStoredJson,
} from '../../../lib/storage.ts';

export async function getCart({
  cartToken,
  signal,
}: {
  cartToken?: string | null | undefined;
  signal?: AbortSignal;
}): Promise<Cart> {
  const response = await apiGet<typeof cartResponseSchema>('/ticketing/cart', {
    query: { cart_token: cartToken || undefined },
    signal,
  });
  return response.data.attributes;
}

/** One cart per requested token: the URL's or the stored one (null for none yet). */
export const cartKeys = {
  all: ['cart'] as const,
  detail: (cartToken: string | null | undefined) =>
    ['cart', { cartToken: cartToken || null }] as const,
};

export function cartQueryOptions(cartToken: string | null | undefined) {
  return queryOptions({
    queryKey: cartKeys.detail(cartToken),
    queryFn: ({ signal }) => getCart({ cartToken, signal }),
  });
}

/** The token to ask for: a cartToken in the URL wins over the stored cart's. */
export function findCartToken(
  searchParams: URLSearchParams,
  storedCart: unknown,
): string | undefined {
  return searchParams.get('cartToken') || pickStoredText(storedCart, 'token');
}

/** findCartToken for the page's URL and storage, kept in sync with both. */
export function useCartToken(): string | undefined {
  const [searchParams] = useSearchParams();
  return findCartToken(searchParams, useStoredJson(storageKeys.cart));
}

const cartWriter = createThrottledWriter(storageKeys.cart);

export interface UseCartOptions {
  /** A cart known to the page (an order edit's working copy) instead of the URL's or stored. */
  cartToken?: string | undefined;
  /** False while the page cannot yet tell which cart it needs. */
  isEnabled?: boolean;
}

/** The current cart, kept in storage while it is shown. */
export function useCart({ cartToken, isEnabled = true }: UseCartOptions = {}) {
  const fallbackToken = useCartToken();
  const requestedToken = cartToken ?? fallbackToken;
  const queryClient = useQueryClient();
  // While a server-rendered page hydrates, storage reads as empty (the server's snapshot): a
  // request then would ask for no token, and the server would make a new, empty cart.
  const isHydrating = !useHydrated();
  const query = useQuery({
    ...cartQueryOptions(requestedToken),
    enabled: isEnabled && !isHydrating,
  });
  const cart = query.data;
  useEffect(() => {
    if (!cart) return;
    // The order an ordered cart's token led to belongs to that token's answer only (decision
    // 107): the new cart, asked for by its own token, has none, and storage never keeps it.
    const { placedOrderToken: _placedOrderToken, ...ownCart } = cart;
    if (cart.token !== requestedToken) {
      queryClient.setQueryData(cartKeys.detail(cart.token), ownCart);
    }
    cartWriter.write(ownCart);
  }, [cart, requestedToken, queryClient]);
  // A throttled write still pending when the page goes must not be lost (or land later).
  useEffect(() => () => cartWriter.flush(), []);
  return query;
}

/** Forgets the stored cart (and any write of it still pending), so the next page starts anew. */
export function forgetStoredCart(queryClient: QueryClient): void {
  cartWriter.flush();
  removeStored(storageKeys.cart);
  queryClient.removeQueries({ queryKey: cartKeys.all });
}

/**
 * Puts a cart a mutation answered into the query the page asked with, and under its own token
 * (which becomes the stored token, so asking again needs no second request).
 */
export function useSetCart(): (cart: Cart) => void {
  const queryClient = useQueryClient();
  const requestedToken = useCartToken();
  return (cart) => {
    queryClient.setQueryData(cartKeys.detail(requestedToken), cart);
    if (cart.token !== requestedToken) queryClient.setQueryData(cartKeys.detail(cart.token), cart);
  };
}

const cartOf = (answer: Cart | { cart: Cart }): Cart => ('cart' in answer ? answer.cart : answer);

/**
 * A change to the cart: the cart it answers (or that its answer carries) replaces the one shown. A
 * change whose answer was lost may have been made, so the cart is read again: a visitor who sees
 * no ticket after a lost answer would otherwise add a second one.
 */
export function useCartChange<TInput, TAnswer extends Cart | { cart: Cart }>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
) {
  const setCart = useSetCart();
  const queryClient = useQueryClient();
  return useMutation<TAnswer, Error, TInput>({
    mutationFn,
    onSuccess: (answer) => setCart(cartOf(answer)),
    onError: readAgainWhenUnanswered(queryClient, cartKeys.all),
  });
}

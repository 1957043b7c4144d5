import type { Cart } from '@shop/core/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { cartKeys, useCartChange } from './get-cart.ts';

const cart = { token: 'cart-token', lineItems: [] } as unknown as Cart;

function renderCartChange(send: () => Promise<Cart>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(cartKeys.detail('cart-token'), cart);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/activities/cart?cartToken=cart-token']}>
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useCartChange(send), { wrapper });
  const isStale = () => queryClient.getQueryState(cartKeys.detail('cart-token'))?.isInvalidated;
  return { result, isStale };
}

describe('a change to the cart', () => {
  it('reads the cart again when its answer was lost, as the change may have been made', async () => {
    const { result, isStale } = renderCartChange(() =>
      Promise.reject(new NetworkError('/api/v1/ticketing/line_items')),
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(isStale()).toBe(true);
  });

  it('keeps the cart shown when the server refused the change', async () => {
    const { result, isStale } = renderCartChange(() =>
      Promise.reject(new ApiError(409, undefined)),
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(isStale()).toBe(false);
  });
});

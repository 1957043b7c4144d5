/**
 * The queue's turn on a page whose activity sells without a queue (the usual case): open at once,
 * and no clock ticking, as each tick renders the whole calendar page again.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { fetchActivity } from '../../../test/cart-fixtures.ts';
import { queueStateQueryOptions } from '../api/on-sale-queue.ts';
import { useQueueTurn } from './use-queue-turn.ts';

afterEach(() => {
  vi.useRealTimers();
});

it('leaves a page without a queue open, and renders it no more as the seconds pass', async () => {
  const bobsled = await fetchActivity('Bobsled Experience');
  const queryClient = createQueryClient({ retry: false });
  // The server's answer (no queue) is in, as the page's render brings it.
  await queryClient.fetchQuery(queueStateQueryOptions(bobsled.id));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  let renders = 0;
  const { result } = renderHook(
    () => {
      renders += 1;
      return useQueueTurn(bobsled.id);
    },
    { wrapper },
  );
  expect(result.current.turn.phase).toBe('open');
  const settled = renders;
  act(() => vi.advanceTimersByTime(5_000));
  expect(renders).toBe(settled);
  expect(result.current.now).toBeNull();
});

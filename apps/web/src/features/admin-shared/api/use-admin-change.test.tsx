import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { useAdminChange } from './admin-session.ts';

const sessionsKey = ['admin', 'sessions'] as const;

/** A change to the sessions whose send fails with `failure`; answers whether they went stale. */
async function sessionsStaleAfter(failure: Error) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionsKey, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useAdminChange(() => Promise.reject(failure), sessionsKey), {
    wrapper,
  });
  await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
  return queryClient.getQueryState(sessionsKey)?.isInvalidated;
}

describe('a back-office change', () => {
  it('reads its page again when its answer was lost: the change may have been made', async () => {
    expect(await sessionsStaleAfter(new NetworkError('/api/v1/admin/activity-times'))).toBe(true);
  });

  it('leaves the page as it is when the server refused the change', async () => {
    expect(await sessionsStaleAfter(new ApiError(409, undefined))).toBe(false);
  });
});

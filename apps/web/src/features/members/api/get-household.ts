/** `GET /session`: the logged-in household as it is now (new pass holders included). */
import type { householdResponseSchema, Household } from '@shop/core/member-api';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { bearerHeaders } from '../../../lib/member-token.ts';

export async function getHousehold(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Household> {
  const response = await apiGet<typeof householdResponseSchema>('/session', {
    signal,
    headers: bearerHeaders(token),
  });
  return response.data.attributes;
}

export const householdKeys = { all: ['members', 'household'] as const };

export function useHousehold(token: string | undefined) {
  return useQuery({
    queryKey: [...householdKeys.all, token ?? null],
    queryFn: ({ signal }) => getHousehold(token ?? '', { signal }),
    enabled: token !== undefined,
  });
}

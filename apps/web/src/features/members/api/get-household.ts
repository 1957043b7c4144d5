/** `GET /session`: the logged-in household as it is now (new pass holders included). */
import type { householdResponseSchema, Household } from '@shop/core/member-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type SendOptions } from '../../../lib/api-client.ts';
import { bearerHeaders } from '../../../lib/member-token.ts';

export async function getHousehold(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Household> {
  // apiGet's options carry headers through to the request, as apiSend's do.
  const options: SendOptions = { signal, headers: bearerHeaders(token) };
  const response = await apiGet<typeof householdResponseSchema>('/session', options);
  return response.data.attributes;
}

export const householdKeys = { all: ['members', 'household'] as const };

export function householdQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: [...householdKeys.all, token ?? null],
    queryFn: ({ signal }) => getHousehold(token ?? '', { signal }),
    enabled: token !== undefined,
  });
}

export function useHousehold(token: string | undefined) {
  return useQuery(householdQueryOptions(token));
}

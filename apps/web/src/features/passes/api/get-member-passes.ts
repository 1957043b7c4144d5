/** `GET /account/passes`: the household's pass holders, their cards and passes, and the renewal. */
import type { memberPassesResponseSchema, MemberPasses } from '@shop/core/pass-card-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type SendOptions } from '../../../lib/api-client.ts';

export async function getMemberPasses(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MemberPasses> {
  // apiGet's options carry headers through to the request, as apiSend's do.
  const options: SendOptions = { signal, headers: { authorization: `Bearer ${token}` } };
  const response = await apiGet<typeof memberPassesResponseSchema>('/account/passes', options);
  return response.data.attributes;
}

export function memberPassesQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['members', 'passes', token],
    queryFn: ({ signal }) => getMemberPasses(token, { signal }),
  });
}

export function useMemberPasses(token: string) {
  return useQuery(memberPassesQueryOptions(token));
}

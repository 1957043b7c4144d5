/** `GET /account/passes`: the household's pass holders, their cards and passes, and the renewal. */
import type { memberPassesResponseSchema } from '@shop/core/pass-card-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { bearerHeaders } from '../../../lib/member-token.ts';

export function memberPassesQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['members', 'passes', token],
    queryFn: async ({ signal }) => {
      const response = await apiGet<typeof memberPassesResponseSchema>('/account/passes', {
        signal,
        headers: bearerHeaders(token),
      });
      return response.data.attributes;
    },
  });
}

export function useMemberPasses(token: string) {
  return useQuery(memberPassesQueryOptions(token));
}

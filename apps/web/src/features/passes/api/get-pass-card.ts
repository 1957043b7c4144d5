/** `GET /pass-cards/{code}`: a pass holder's card, and the address of its PDF. */
import type { passCardResponseSchema, PassCard } from '@shop/core/pass-card-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, buildApiUrl } from '../../../lib/api-client.ts';

export async function getPassCard(
  code: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PassCard> {
  const response = await apiGet<typeof passCardResponseSchema>(
    `/pass-cards/${encodeURIComponent(code)}`,
    {
      signal,
    },
  );
  return response.data.attributes;
}

export function passCardQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['passes', 'card', code],
    queryFn: ({ signal }) => getPassCard(code, { signal }),
  });
}

export function usePassCard(code: string) {
  return useQuery(passCardQueryOptions(code));
}

/** The card as a PDF, to download or print. */
export const passCardPdfUrl = (code: string) =>
  buildApiUrl(`/pass-cards/${encodeURIComponent(code)}/card.pdf`);

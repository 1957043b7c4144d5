/** `GET /pass-cards/{code}`: a pass holder's card, and the address of its PDF. */
import type { passCardResponseSchema } from '@shop/core/pass-card-api';
import { useQuery } from '@tanstack/react-query';
import { apiGet, buildApiUrl } from '../../../lib/api-client.ts';

export function usePassCard(code: string) {
  return useQuery({
    queryKey: ['passes', 'card', code],
    queryFn: async ({ signal }) => {
      const response = await apiGet<typeof passCardResponseSchema>(
        `/pass-cards/${encodeURIComponent(code)}`,
        { signal },
      );
      return response.data.attributes;
    },
  });
}

/** The card as a PDF, to download or print. */
export const passCardPdfUrl = (code: string) =>
  buildApiUrl(`/pass-cards/${encodeURIComponent(code)}/card.pdf`);

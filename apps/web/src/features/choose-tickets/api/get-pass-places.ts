/**
 * `GET /ticketing/pass_places?activity_time_id=&cart_token=`: what a logged-in household's pass
 * holders may book at a session, and whose place is taken (decision 094). Read again whenever
 * the cart's membership places change, as they are part of its key.
 */
import type { PassPlaceHolder, passPlacesResponseSchema } from '@shop/core/pass-booking';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export async function getPassPlaces(
  request: { activityTimeId: number; cartToken: string; token: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<PassPlaceHolder[]> {
  const response = await apiGet<typeof passPlacesResponseSchema>('/ticketing/pass_places', {
    query: { activity_time_id: request.activityTimeId, cart_token: request.cartToken },
    headers: { authorization: `Bearer ${request.token}` },
    signal,
  });
  return response.data.attributes.holders;
}

export function usePassPlaces(request: {
  activityTimeId: number | null;
  cartToken: string;
  token: string | undefined;
  /** The cart's membership places: a change of them reads the holders again. */
  cartPlaces: string;
}) {
  const { activityTimeId, cartToken, token, cartPlaces } = request;
  return useQuery({
    queryKey: ['pass-places', activityTimeId, cartToken, token, cartPlaces],
    queryFn:
      activityTimeId === null || token === undefined
        ? skipToken
        : ({ signal }) => getPassPlaces({ activityTimeId, cartToken, token }, { signal }),
    // A failed read (a lapsed session) shows no membership places; the tickets still sell.
    retry: false,
  });
}

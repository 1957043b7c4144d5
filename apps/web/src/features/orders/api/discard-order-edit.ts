/** `DELETE /ticketing/orders/{token}`: leaving edit mode discards the open change and its holds. */
import { ApiError, buildApiUrl, NetworkError, readErrorBody } from '../../../lib/api-client.ts';

/** Answers once the change is gone; a change already gone (404) counts as discarded. */
export async function discardOrderEdit(orderToken: string): Promise<void> {
  const url = buildApiUrl(`/ticketing/orders/${encodeURIComponent(orderToken)}`);
  let response: Response;
  try {
    response = await fetch(url, { method: 'DELETE', headers: { accept: 'application/json' } });
  } catch (error) {
    throw new NetworkError(url, { cause: error });
  }
  // 204 has no body for the JSON client to read; 404 means nothing is left to discard.
  if (response.ok || response.status === 404) return;
  throw new ApiError(response.status, await readErrorBody(response));
}

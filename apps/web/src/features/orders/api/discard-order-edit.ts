/** `DELETE /ticketing/orders/{token}`: leaving edit mode discards the open change and its holds. */
import { ApiError, apiSend } from '../../../lib/api-client.ts';

/** Answers once the change is gone; a change already gone (404) counts as discarded. */
export async function discardOrderEdit(orderToken: string): Promise<void> {
  try {
    await apiSend('DELETE', `/ticketing/orders/${encodeURIComponent(orderToken)}`);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

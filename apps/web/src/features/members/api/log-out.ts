/** `DELETE /session`: the session token stops working on the server too. */
import type { memberMessageResponseSchema } from '@shop/core/member-api';
import { apiSend } from '../../../lib/api-client.ts';
import { bearerHeaders } from '../../../lib/member-token.ts';

export async function logOut(token: string): Promise<void> {
  await apiSend<typeof memberMessageResponseSchema>('DELETE', '/session', {
    headers: bearerHeaders(token),
  });
}

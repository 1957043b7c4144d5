/** `POST /verify`: the reCAPTCHA answer for the cart (SPEC section 7). */
import type { verifyResponseSchema } from '@shop/core/payment';
import { apiSend } from '../../../lib/api-client.ts';

export async function verifyHuman(
  cartToken: string,
  { captchaResponse, cartId }: { captchaResponse: string; cartId: number },
): Promise<void> {
  await apiSend<typeof verifyResponseSchema>('POST', '/verify', {
    query: { cart_token: cartToken },
    body: { captchaResponse, cartId },
  });
}

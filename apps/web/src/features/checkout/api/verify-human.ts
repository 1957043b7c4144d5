/** `POST /verify`: the reCAPTCHA answer for the cart (SPEC section 7). */
import { verifyResponseSchema } from '@shop/core/payment';
import { apiSend } from '../../../lib/api-client.ts';

export async function verifyHuman(
  cartToken: string,
  { captchaResponse, cartId }: { captchaResponse: string; cartId: number },
): Promise<void> {
  await apiSend('POST', '/verify', verifyResponseSchema, {
    query: { cart_token: cartToken },
    body: { captchaResponse, cartId },
  });
}

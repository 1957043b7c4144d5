/** `POST /verify`: the reCAPTCHA answer for the cart (SPEC section 7). */
import type { verifyResponseSchema } from '@shop/core/payment';
import type { z } from 'zod';
import { apiSendUnparsed } from '../../../lib/api-client.ts';

export async function verifyHuman(
  cartToken: string,
  { captchaResponse, cartId }: { captchaResponse: string; cartId: number },
): Promise<void> {
  await apiSendUnparsed<z.infer<typeof verifyResponseSchema>>('POST', '/verify', {
    query: { cart_token: cartToken },
    body: { captchaResponse, cartId },
  });
}

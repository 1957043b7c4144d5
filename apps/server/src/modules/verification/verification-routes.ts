/** `POST /verify` (SPEC section 7): parse, delegate, wrap. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartTokenQuerySchema } from '@shop/core/cart';
import { verifyBodySchema, verifyResponseSchema } from '@shop/core/payment';
import { errorResponses } from '../../http/error-responses.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import type { VerificationService } from './verification-service.ts';

export const verificationRoutes: FastifyPluginAsyncZod<{
  verification: VerificationService;
}> = async (app, { verification }) => {
  app.addHook('onSend', preventStoring);

  app.post(
    '/verify',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Checks the reCAPTCHA answer for the cart and records the pass on it',
        description:
          "422 'Verification failed.' when Google refuses the answer. With reCAPTCHA disabled by " +
          'the settings every answer passes.',
        querystring: cartTokenQuerySchema,
        body: verifyBodySchema,
        response: {
          200: verifyResponseSchema,
          ...errorResponses(400, 404, 422, 503),
        },
      },
    },
    async (request) => {
      const { cartId, verifiedAt } = await verification.verifyHuman({
        cartToken: request.query.cart_token,
        cartId: request.body.cartId,
        captchaResponse: request.body.captchaResponse,
        remoteIp: request.ip,
      });
      return {
        data: {
          id: cartId,
          type: 'verification' as const,
          attributes: { verified: true as const, verifiedAt: verifiedAt.toISOString() },
        },
      };
    },
  );
};

/**
 * The local card vault under /sandbox-vault/v1 (DESIGN section 3): the browser posts the card
 * here, as it would to Spreedly's `payment_methods` endpoint, and gets back a token. Answers and
 * errors use Spreedly's shapes, not the shop API's, so the browser code is the same for both.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPaymentMethodResponseSchema,
  paymentMethodRequestSchema,
  vaultErrorsResponseSchema,
  type VaultErrorsResponse,
} from '@shop/core/payment';
import { plainText } from '@shop/core/text-rules';
import { toAppError } from '../../http/error-handler.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import type { SandboxRepository } from './sandbox-repository.ts';
import { tokenizeCard } from './tokenize-card.ts';

export interface SandboxVaultOptions {
  repository: SandboxRepository;
  clock: () => Date;
  /** Answer after this long, as a vault across the internet would. */
  delayMs: number;
}

const vaultQuerySchema = z.object({
  /** Spreedly's public environment key; the sandbox accepts any (or none). */
  environment_key: plainText().max(200).optional(),
});

function vaultErrors(key: string, message: string, attribute?: string): VaultErrorsResponse {
  return { errors: [{ ...(attribute ? { attribute } : {}), key, message }] };
}

export const sandboxVaultRoutes: FastifyPluginAsyncZod<SandboxVaultOptions> = async (
  app,
  { repository, clock, delayMs },
) => {
  // A card token pays: it is stored by nobody in between.
  app.addHook('onSend', preventStoring);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'querystring') {
      return reply
        .status(422)
        .send(vaultErrors('errors.invalid', 'Environment key is invalid', 'environment_key'));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(422)
        .send(
          vaultErrors(
            'errors.invalid_payment_method',
            'Send payment_method.credit_card (or creditCard) with the card fields.',
            'payment_method',
          ),
        );
    }
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'sandbox vault failed');
    return reply
      .status(appError.status)
      .send(vaultErrors(`errors.${appError.code}`, appError.message));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        vaultErrors(
          'errors.not_found',
          `No sandbox vault route for ${request.method} ${request.url.split('?')[0]}.`,
        ),
      ),
  );

  app.post(
    '/payment_methods.json',
    {
      schema: {
        tags: ['sandbox vault'],
        summary: 'Stores a card and answers its payment method token (Spreedly’s shapes)',
        description:
          'The local stand-in for `POST https://core.spreedly.com/v1/payment_methods.json`. ' +
          'Takes Spreedly’s body `{ payment_method: { credit_card: { first_name, last_name | full_name, number, ' +
          'verification_value, month, year }, email, retained } }` or the shop’s ' +
          '`{ creditCard: { kind, fullName, number, verificationValue, month, year, retained }, email, phoneNumber }`. ' +
          '4111111111111111 and 5555555555554444 are approved at purchase, 4012888888881881 and ' +
          '5105105105105100 declined with no reason given, and 4000000000000002, 4000000000000069 ' +
          'and 4000000000000127 declined as `card_declined`, `expired_card` and `incorrect_cvc`. A number failing the Luhn check, a missing or short security ' +
          'code, a bad month or a past expiry answer 422 `{ errors: [{ attribute, key, message }] }`. ' +
          'Only the brand, first six and last four digits are kept.',
        querystring: vaultQuerySchema,
        body: paymentMethodRequestSchema,
        response: {
          201: addPaymentMethodResponseSchema,
          400: vaultErrorsResponseSchema,
          422: vaultErrorsResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (delayMs > 0) await sleep(delayMs);
      const answer = await tokenizeCard(repository, request.body, clock());
      return reply.status(answer.status).send(answer.body);
    },
  );
};

/**
 * The error body every API failure answers with. Clients read `errors.message` first (SPEC
 * section 7/8); `title` is the flash box heading, `fields` the per-field messages.
 */
import { z } from 'zod';

export const errorCodes = [
  'bad_request',
  /** No member session, or a wrong e-mail or password. */
  'unauthorized',
  /** A staff session whose role may not do this, or a state-changing call from another site. */
  'forbidden',
  'validation_failed',
  'not_found',
  'conflict',
  /** A well-formed request the rules refuse: a coupon that does not apply, a failed captcha. */
  'unprocessable',
  /** The card was declined or the vault refused it. */
  'payment_failed',
  'rate_limited',
  /** The request did not arrive whole in time (a slow or stalled client). */
  'request_timeout',
  'payload_too_large',
  'headers_too_large',
  'unsupported_media_type',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorBodySchema = z.object({
  errors: z.object({
    status: z.number().int(),
    code: z.enum(errorCodes),
    title: z.string().optional(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

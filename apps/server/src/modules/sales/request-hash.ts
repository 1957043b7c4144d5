/**
 * What an idempotency key was first sent with (decision 071): a hash of the request's parsed body
 * (keys sorted, so the order of a JSON object's fields does not matter). A key sent again with
 * another body is refused, as Stripe refuses a key reused with different parameters.
 */
import { createHash } from 'node:crypto';
import { compareCodeUnits } from '@shop/core/code-unit-order';
import { AppError } from '../../http/app-error.ts';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => compareCodeUnits(a, b))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  return value;
}

export function requestHashOf(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

/** The one answer to a key sent again with a different request. */
export const keyReusedMessage =
  'This Idempotency-Key was already used with a different request. Send a new key for a new request.';

export function keyReusedError(message: string = keyReusedMessage): AppError {
  return new AppError('conflict', message);
}

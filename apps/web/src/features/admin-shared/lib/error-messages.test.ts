import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { refusalMessage } from './error-messages.ts';

describe('a change’s refusal', () => {
  it('is the server’s own words when it answered', () => {
    const message = 'This refund key was already used for a different refund.';
    const refusal = new ApiError(409, { errors: { status: 409, code: 'conflict', message } });
    expect(refusalMessage(refusal, 'Not refunded.')).toBe(message);
  });

  it('is the fallback when no answer came, by default that the change may be saved', () => {
    const unanswered = new NetworkError('/api/v1/admin/orders/7/refunds');
    expect(refusalMessage(unanswered, 'Not refunded.')).toBe('Not refunded.');
    expect(refusalMessage(unanswered)).toBe(
      'The server did not answer, so this may or may not be saved. Check the page before you try again.',
    );
    expect(refusalMessage(new TypeError('a fault of the page'))).toBe('Not saved.');
  });

  it('is nothing before a change failed', () => {
    expect(refusalMessage(null)).toBeNull();
    expect(refusalMessage(undefined)).toBeNull();
  });
});

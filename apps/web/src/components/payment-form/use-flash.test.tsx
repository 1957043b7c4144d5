import type { BillingFormValues } from '@shop/core/billing-form-values';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { describeCouponFailure } from './describe-failure.ts';
import { useFlash } from './use-flash.ts';

const supportEmail = 'tickets@example.org';
const values = { firstName: 'Ada' } as BillingFormValues;
const refused = (message: string, fields?: Record<string, string[]>) =>
  new ApiError(422, { errors: { status: 422, code: 'validation_failed', message, fields } });

describe('the checkout flash box state', () => {
  it('shows a refused coupon and answers its message for under the field', async () => {
    const { result } = renderHook(() => useFlash({ supportEmail }));
    let answer: string | null = null;
    await act(async () => {
      answer = await result.current.tryChange(async () => {
        throw refused('This coupon has expired.');
      }, describeCouponFailure);
    });
    expect(answer).toBe('This coupon has expired.');
    expect(result.current.flash?.message).toEqual({ message: 'This coupon has expired.' });
  });

  it('answers no message and shows nothing when the change goes through', async () => {
    const { result } = renderHook(() => useFlash({ supportEmail }));
    let answer: string | null = 'unset';
    await act(async () => {
      answer = await result.current.tryChange(async () => {}, describeCouponFailure);
    });
    expect(answer).toBeNull();
    expect(result.current.flash).toBeNull();
  });

  it('answers the field problems of a refused order and shows its message', async () => {
    const { result } = renderHook(() => useFlash({ supportEmail }));
    let problems: unknown;
    await act(async () => {
      problems = await result.current.submitOrder(async () => {
        throw refused('Check your details.', { email: ['Enter a valid email.'] });
      }, values);
    });
    expect(problems).toEqual([{ field: 'email', label: 'Email', message: 'Enter a valid email.' }]);
    expect(result.current.flash?.message.message).toBe('Check your details.');
  });

  it('leaves a failure handled elsewhere (an expired session) out of the flash box', async () => {
    const { result } = renderHook(() =>
      useFlash({ supportEmail, isHandledElsewhere: (error) => error instanceof ApiError }),
    );
    let problems: unknown = 'unset';
    await act(async () => {
      problems = await result.current.submitOrder(async () => {
        throw refused('Log in again.');
      }, values);
      result.current.reportFailure(describeCouponFailure)(refused('Log in again.'));
    });
    expect(problems).toBeUndefined();
    expect(result.current.flash).toBeNull();
  });

  it('clears the flash box when an order is submitted again', async () => {
    const { result } = renderHook(() => useFlash({ supportEmail }));
    act(() => result.current.showFlash({ message: 'Earlier failure' }));
    await act(async () => {
      await result.current.submitOrder(async () => {}, values);
    });
    expect(result.current.flash).toBeNull();
  });
});

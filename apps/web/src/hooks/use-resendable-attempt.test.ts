import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../lib/api-client.ts';
import { UnansweredAttemptError, useResendableAttempt } from './use-resendable-attempt.ts';

// Every answer is lost: the attempt ends without one after its automatic retries.
const lostEveryTime = () => Promise.reject(new NetworkError('/orders'));

describe('an idempotent attempt that can be sent again', () => {
  it('sends an unanswered attempt again as it was when the same values come back', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useResendableAttempt<string, string>());
      let keys = 0;
      const prepare = () => `key-${(keys += 1)}`;
      const send = vi.fn<(key: string) => Promise<string>>(lostEveryTime);

      const first = result.current({ fingerprint: 'ada', prepare, send });
      const firstFailed = expect(first).rejects.toBeInstanceOf(UnansweredAttemptError);
      await vi.runAllTimersAsync();
      await firstFailed;

      send.mockResolvedValueOnce('placed');
      await expect(result.current({ fingerprint: 'ada', prepare, send })).resolves.toBe('placed');
      expect(send).toHaveBeenLastCalledWith('key-1');
      expect(keys).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes a new attempt for other values, or after the server answered', async () => {
    const { result } = renderHook(() => useResendableAttempt<string, string>());
    let keys = 0;
    const prepare = () => `key-${(keys += 1)}`;
    const send = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(422, undefined));

    await expect(result.current({ fingerprint: 'ada', prepare, send })).rejects.toBeInstanceOf(
      ApiError,
    );
    send.mockResolvedValueOnce('placed');
    await expect(result.current({ fingerprint: 'ada', prepare, send })).resolves.toBe('placed');
    expect(send).toHaveBeenLastCalledWith('key-2');
  });

  it('keeps an attempt whose first request the server says is still running, to send it again as it was', async () => {
    const { result } = renderHook(() => useResendableAttempt<string, string>());
    let keys = 0;
    const prepare = () => `key-${(keys += 1)}`;
    const stillRunning = new ApiError(409, undefined);
    const send = vi.fn<(key: string) => Promise<string>>().mockRejectedValueOnce(stillRunning);
    const isStillRunning = (error: unknown) => error === stillRunning;

    await expect(
      result.current({ fingerprint: 'ada', prepare, send, isStillRunning }),
    ).rejects.toBe(stillRunning);
    send.mockResolvedValueOnce('held');
    await expect(
      result.current({ fingerprint: 'ada', prepare, send, isStillRunning }),
    ).resolves.toBe('held');
    expect(send).toHaveBeenLastCalledWith('key-1');
    expect(keys).toBe(1);
  });

  it('hands over an unanswered attempt to undo, unless it is the attempt of the same values', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useResendableAttempt<string, string>());
      const send = vi.fn<(key: string) => Promise<string>>(lostEveryTime);
      const first = result.current({ fingerprint: 'ada', prepare: () => 'key-1', send });
      const firstFailed = expect(first).rejects.toBeInstanceOf(UnansweredAttemptError);
      await vi.runAllTimersAsync();
      await firstFailed;

      // The same values are sent again as they were: nothing to undo.
      expect(result.current.takeUnanswered('ada')).toBeNull();
      // Other values, or none: the attempt is handed over once, and forgotten.
      expect(result.current.takeUnanswered('bo')).toBe('key-1');
      expect(result.current.takeUnanswered()).toBeNull();
      send.mockResolvedValueOnce('placed');
      await expect(
        result.current({ fingerprint: 'ada', prepare: () => 'key-2', send }),
      ).resolves.toBe('placed');
      expect(send).toHaveBeenLastCalledWith('key-2');
    } finally {
      vi.useRealTimers();
    }
  });
});

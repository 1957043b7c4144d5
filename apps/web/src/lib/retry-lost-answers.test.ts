import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client.ts';
import { retryLostAnswers } from './retry-lost-answers.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('sending an idempotent request again while its answer is lost', () => {
  it('answers what a later attempt got, after the network lost the first answers', async () => {
    vi.useFakeTimers();
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new NetworkError('/orders'))
      .mockRejectedValueOnce(new NetworkError('/orders'))
      .mockResolvedValueOnce('placed');
    const answer = retryLostAnswers(send);
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toBe('placed');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('gives up with the lost answer after the last retry', async () => {
    vi.useFakeTimers();
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(new NetworkError('/orders'));
    const answer = retryLostAnswers(send);
    const settled = expect(answer).rejects.toBeInstanceOf(NetworkError);
    await vi.runAllTimersAsync();
    await settled;
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('does not send again a request the server answered with a refusal', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(new ApiError(422, undefined));
    await expect(retryLostAnswers(send)).rejects.toBeInstanceOf(ApiError);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

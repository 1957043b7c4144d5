import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver.ts';

const rules = zodResolver(z.object({ code: z.string().trim().min(1, 'Enter a code.') }));
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('a resolver whose rules load with the first check', () => {
  it('loads them once, on the first check, and answers what they answer', async () => {
    const load = vi.fn(() => Promise.resolve(rules));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ code: '  ' }, undefined, options);
    expect(refused.errors).toMatchObject({ code: { message: 'Enter a code.' } });
    const accepted = await resolver({ code: ' SKI10 ' }, undefined, options);
    expect(accepted).toEqual({ values: { code: 'SKI10' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next check', async () => {
    const load = vi
      .fn<() => Promise<typeof rules>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(rules);
    const resolver = lazyResolver(load);
    await expect(resolver({ code: 'SKI10' }, undefined, options)).rejects.toThrow('offline');
    const accepted = await resolver({ code: 'SKI10' }, undefined, options);
    expect(accepted).toEqual({ values: { code: 'SKI10' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/**
 * A react-hook-form resolver whose rules load with the form's first check, not with its page
 * (decision 065): the page renders without zod, and a visitor's first blur or submit fetches the
 * rules, once.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    // A load that failed (the network dropped) is tried again on the next check, not kept.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}

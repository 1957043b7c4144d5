import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';

/**
 * A form of one text field whose value is applied at once (a coupon code, a donation): it shows
 * the message when the value did not apply, and empties itself when it did.
 */
export function useSingleFieldForm<TInput extends FieldValues, TOutput>({
  resolver,
  name,
  apply,
}: {
  /** The field's rules: a zod resolver, or one that loads them with the first check. */
  resolver: Resolver<TInput, unknown, TOutput>;
  name: Path<TInput>;
  /** Answers the message to show under the field, or null when the value applied. */
  apply: (values: TOutput) => Promise<string | null>;
}) {
  const empty = { [name]: '' } as DefaultValues<TInput>;
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues: empty,
  });
  const submit = form.handleSubmit(async (values) => {
    const problem = await apply(values);
    if (problem) form.setError(name, { message: problem });
    else form.reset(empty);
  });
  return { form, submit };
}

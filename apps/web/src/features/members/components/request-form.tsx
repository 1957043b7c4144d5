import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import {
  RegisteredFields,
  type RegisteredFieldDescriptor,
} from '../../../components/ui/registered-fields.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useFocusOnChange } from '../hooks/use-focus-on-change.ts';
import { FormMessage, type FormMessageProps } from './form-message.tsx';

/** What the form says once it was sent: the server's answer, or why it failed. */
export type FormAnswer = Pick<FormMessageProps, 'tone' | 'title' | 'children'>;

export interface RequestFormProps<Values extends FieldValues> {
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  fields: readonly RegisteredFieldDescriptor<Path<Values>>[];
  submitLabel: string;
  /** Said while the request is under way ('Sending…'). */
  pendingLabel: string;
  /** Sends the values; answers what to say then, or null to say nothing. */
  send: (values: Values) => Promise<FormAnswer | null>;
  describeFailure: (error: unknown) => FormAnswer;
}

/**
 * A member form that sends a few text fields in one request, and says above them what came of
 * it (SPEC sections 5 and 8): a reset link asked for, order links asked for, a new password.
 */
export function RequestForm<Values extends FieldValues>({
  resolver,
  defaultValues,
  fields,
  submitLabel,
  pendingLabel,
  send,
  describeFailure,
}: RequestFormProps<Values>) {
  const form = useForm<Values>({ resolver, defaultValues, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  // A new object per answer, so focus moves to the message again on each one.
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  const answerRef = useFocusOnChange(answer);

  const submit = form.handleSubmit(async (values) => {
    setAnswer(null);
    try {
      setAnswer(await send(values));
    } catch (error) {
      setAnswer(describeFailure(error));
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {answer ? <FormMessage ref={answerRef} {...answer} /> : null}
      <RegisteredFields register={form.register} errors={errors} fields={fields} />
      <SubmitButton isSubmitting={isSubmitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </GuardedForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminSession, SessionActivity } from '@shop/core/admin-sessions-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { applyRefusal, FormActions } from '../../admin-shared/components/admin-form-parts.tsx';
import { useChangeSession, useCreateSession } from '../api/activity-times.ts';
import {
  pricesOf,
  sessionFormDefaults,
  sessionFormSchema,
  type SessionFormInput,
  type SessionFormValues,
} from '../lib/session-forms.ts';
import { SessionPriceFields } from './session-price-fields.tsx';

const whenFields = [
  { name: 'date', label: 'Date', type: 'date', isRequired: true, autoFocus: true },
  { name: 'startTime', label: 'Starts', type: 'time', isRequired: true },
  { name: 'endTime', label: 'Ends', type: 'time', isRequired: true },
] as const;

const placeFields = [
  {
    name: 'capacity',
    label: 'Capacity',
    inputMode: 'numeric',
    autoComplete: 'off',
    isRequired: true,
    description: 'Never below the places sold and held.',
  },
  {
    name: 'cutoffHours',
    label: 'Cutoff (hours before start)',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
] as const;

/** 'New session' or 'Edit session': date, times, capacity, cutoff and the session's own prices. */
export function SessionForm({
  activity,
  session,
  date,
  onSaved,
  onCancel,
}: {
  activity: SessionActivity;
  /** The session being edited; null for a new one. */
  session: AdminSession | null;
  /** The date a new session starts on. */
  date: string;
  onSaved: (session: AdminSession) => void;
  onCancel: () => void;
}) {
  const form = useForm<SessionFormInput, unknown, SessionFormValues>({
    resolver: zodResolver(sessionFormSchema),
    defaultValues: sessionFormDefaults(activity, session, date),
    // Checked on submit, then as fields change: a check on blur would move the buttons under
    // a pointer pressing them.
    mode: 'onSubmit',
  });
  const create = useCreateSession();
  const change = useChangeSession();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const cutoffHelp = `Blank: the activity's ${activity.cutoffHours} hours.`;

  const submit = form.handleSubmit(async ({ prices, cutoffHours, ...values }) => {
    setFailure(null);
    const body = { ...values, cutoffHours, prices: pricesOf(activity, prices) };
    try {
      onSaved(
        session
          ? await change.mutateAsync({ id: session.id, ...body })
          : await create.mutateAsync({ activityId: activity.id, ...body }),
      );
    } catch (error) {
      setFailure(
        applyRefusal(error, form.setError, 'The session could not be saved.', (name) =>
          name in values || name === 'cutoffHours' ? (name as keyof SessionFormInput) : null,
        ),
      );
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <RegisteredFields register={form.register} errors={errors} fields={whenFields} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredFields
          register={form.register}
          errors={errors}
          fields={[placeFields[0], { ...placeFields[1], description: cutoffHelp }]}
        />
      </div>
      <SessionPriceFields activity={activity} register={form.register} errors={errors} />
      <FormActions
        onCancel={onCancel}
        isSubmitting={isSubmitting}
        submitLabel={session ? 'Save session' : 'Create session'}
      />
    </GuardedForm>
  );
}

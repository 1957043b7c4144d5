import { zodResolver } from '@hookform/resolvers/zod';
import {
  weekdayNames,
  type ScheduleOccurrence,
  type ScheduleRule,
  type SessionActivity,
} from '@shop/core/admin-sessions-api';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { applyRefusal, FormActions } from '../../admin-shared/components/admin-form-parts.tsx';
import { useCreateSchedule, usePreviewSchedule } from '../api/activity-times.ts';
import {
  pricesOf,
  scheduleFormDefaults,
  scheduleFormSchema,
  weekdays,
  type ScheduleFormInput,
  type ScheduleFormValues,
} from '../lib/session-forms.ts';
import { SchedulePreview } from './schedule-preview.tsx';
import { SessionPriceFields } from './session-price-fields.tsx';

const durationField = {
  name: 'durationMinutes',
  label: 'Length (minutes)',
  inputMode: 'numeric',
  isRequired: true,
} as const;
const dateFields = [
  { name: 'from', label: 'First date', type: 'date', isRequired: true },
  { name: 'until', label: 'Last date', type: 'date', isRequired: true },
] as const;
const placeFields = [
  { name: 'capacity', label: 'Capacity', inputMode: 'numeric', isRequired: true },
  { name: 'cutoffHours', label: 'Cutoff (hours before start)', inputMode: 'numeric' },
] as const;

/** A list field's message: the list's own, or its first wrong item's (one input holds them all). */
function listError(error: unknown): string | undefined {
  const own = (error as { message?: string } | undefined)?.message;
  if (own || !Array.isArray(error)) return own;
  return (error.find((item) => item?.message) as { message: string } | undefined)?.message;
}

function ruleOf(activityId: number, values: ScheduleFormValues): ScheduleRule {
  const { weekdays: days, startTimes, durationMinutes, from, until, exceptDates } = values;
  return { activityId, weekdays: days, startTimes, durationMinutes, from, until, exceptDates };
}

/** The days of the week the schedule runs on, as tick boxes. */
function WeekdaysField({
  control,
}: {
  control: Control<ScheduleFormInput, unknown, ScheduleFormValues>;
}) {
  return (
    <Controller
      control={control}
      name="weekdays"
      render={({ field, fieldState }) => (
        <fieldset
          className="space-y-2"
          aria-describedby={fieldState.error ? 'weekdays-error' : undefined}
        >
          <legend className="text-[0.9375rem] font-semibold text-navy-950">Days of the week</legend>
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
            {weekdays.map((day) => (
              <CheckboxField
                key={day}
                label={weekdayNames[day]}
                value={field.value.includes(day)}
                onBlur={field.onBlur}
                onChange={(on) =>
                  field.onChange(
                    on ? [...field.value, day] : field.value.filter((item) => item !== day),
                  )
                }
              />
            ))}
          </div>
          {fieldState.error ? (
            <p id="weekdays-error" className="text-sm font-medium text-red-700">
              {fieldState.error.message}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}

/**
 * 'New schedule': days of the week, start times, length, a date range less exceptions, capacity,
 * cutoff and prices. 'Preview dates' shows what the rule makes; changing the rule clears it.
 */
export function ScheduleForm({
  activity,
  from,
  onCreated,
  onCancel,
}: {
  activity: SessionActivity;
  from: string;
  onCreated: (made: { created: number; skipped: number }) => void;
  onCancel: () => void;
}) {
  const form = useForm<ScheduleFormInput, unknown, ScheduleFormValues>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: scheduleFormDefaults(activity, from),
    // Checked on submit, then as fields change: a check on blur would move the buttons under
    // a pointer pressing them.
    mode: 'onSubmit',
  });
  const preview = usePreviewSchedule();
  const create = useCreateSchedule();
  const [shown, setShown] = useState<{ key: string; dates: ScheduleOccurrence[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const currentKey = JSON.stringify(useWatch({ control: form.control }));
  const previewed = shown?.key === currentKey ? shown.dates : null;
  const fresh = previewed?.filter((occurrence) => !occurrence.exists).length ?? 0;

  const refuse = (error: unknown) => {
    setFailure(
      applyRefusal(
        error,
        form.setError,
        'The schedule could not be saved.',
        (name) => name.replace(/^rule\./, '').split('.')[0] as keyof ScheduleFormInput,
      ),
    );
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const rule = ruleOf(activity.id, values);
    try {
      if (!previewed) {
        setShown({ key: currentKey, dates: await preview.mutateAsync(rule) });
        return;
      }
      const made = await create.mutateAsync({
        rule,
        capacity: values.capacity,
        cutoffHours: values.cutoffHours,
        prices: pricesOf(activity, values.prices),
      });
      onCreated({ created: made.created.length, skipped: made.skipped });
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      <WeekdaysField control={form.control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredTextField
          label="Start times"
          isRequired
          autoComplete="off"
          description="Separated by commas: 09:30, 14:00 or 9:30 am, 2 pm"
          registration={form.register('startTimes')}
          error={listError(errors.startTimes)}
        />
        <RegisteredFields register={form.register} errors={errors} fields={[durationField]} />
        <RegisteredFields register={form.register} errors={errors} fields={dateFields} />
      </div>
      <RegisteredTextField
        label="Except on"
        autoComplete="off"
        description="Dates without sessions, separated by commas: 2026-12-25, 2027-01-01"
        registration={form.register('exceptDates')}
        error={listError(errors.exceptDates)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredFields register={form.register} errors={errors} fields={placeFields} />
      </div>
      <SessionPriceFields
        legend="Prices for each session"
        activity={activity}
        register={form.register}
        errors={errors}
      />
      {previewed ? <SchedulePreview occurrences={previewed} /> : null}
      <FormActions
        onCancel={onCancel}
        isSubmitting={isSubmitting}
        isSubmitDisabled={previewed !== null && fresh === 0}
        submitLabel={
          previewed ? `Create ${fresh} ${fresh === 1 ? 'session' : 'sessions'}` : 'Preview dates'
        }
      />
    </GuardedForm>
  );
}

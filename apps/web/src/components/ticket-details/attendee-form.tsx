import { attendeeTexts, checkAttendee } from '@shop/core/attendee';
import type { Attendee } from '@shop/core/attendee';
import type { LineItemTicket } from '@shop/core/cart';
import type { Activity } from '@shop/core/catalogue';
import type { AgeRange } from '@shop/core/ticket-age';
import { udfTexts, type UdfValueInput } from '@shop/core/udf-rules';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ControlledFormField } from '../ui/controlled-form-field.tsx';
import { DateInputField } from '../ui/date-input-field.tsx';
import type { FieldDescriptor } from '../ui/form-field.tsx';
import { formatDisplayDate } from '../../lib/format-date.ts';
import { checkUdfForm, udfDefaultValues, udfKey, type UdfFormValues } from '../../lib/udf-form.ts';
import { DialogForm } from './dialog-form.tsx';
import { UdfField } from './udf-field.tsx';

/** Who holds one ticket, as the cart's add-ticket request sends it. */
export interface AttendeeAnswer {
  attendee: Attendee;
  attendeeUdfs: UdfValueInput[];
}

interface AttendeeForm {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  udfs: UdfFormValues;
}

type Checked =
  | { ok: true; answer: AttendeeAnswer }
  | { ok: false; errors: Record<string, string | Record<string, string>> };

/** The ticket's age range and the session's date its attendee's age is counted on. */
export interface AttendeeAges {
  range: AgeRange;
  sessionDate: string;
}

/** The attendee rules of core, worded for this page ('Required field', SPEC section 5). */
function checkAttendeeForm(
  activity: Activity,
  values: AttendeeForm,
  today: string,
  ages: AttendeeAges | undefined,
): Checked {
  const person = checkAttendee(
    { firstName: values.firstName, lastName: values.lastName, dateOfBirth: values.dateOfBirth },
    { collectDob: activity.collectAttendeeDob, today, ages },
  );
  const udfs = checkUdfForm(activity.attendeeUdfs, values.udfs);
  if (person.ok && udfs.ok) {
    return { ok: true, answer: { attendee: person.attendee, attendeeUdfs: udfs.values } };
  }
  const errors: Record<string, string | Record<string, string>> = {};
  if (!person.ok) {
    for (const [field, message] of Object.entries(person.errors)) {
      errors[field] = message === attendeeTexts.required ? udfTexts.requiredField : message;
    }
  }
  if (!udfs.ok) errors.udfs = udfs.errors;
  return { ok: false, errors };
}

function toFieldErrors(errors: Record<string, string | Record<string, string>>) {
  const asError = (message: string) => ({ type: 'validate', message });
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? asError(value)
        : Object.fromEntries(Object.entries(value).map(([k, m]) => [k, asError(m)])),
    ]),
  ) as FieldErrors<AttendeeForm>;
}

const nameFields: Array<['firstName' | 'lastName', FieldDescriptor]> = [
  [
    'firstName',
    {
      kind: 'text',
      label: 'First Name',
      isRequired: true,
      autoComplete: 'given-name',
      autoFocus: true,
    },
  ],
  ['lastName', { kind: 'text', label: 'Last Name', isRequired: true, autoComplete: 'family-name' }],
];

/** Who holds one ticket: names, date of birth when collected, the attendee fields. */
export function AttendeeDetailsForm({
  activity,
  initial,
  today,
  ages,
  onDone,
  submitLabel,
}: {
  activity: Activity;
  /** The ticket's age range on the session's date (decision 077), when it has one. */
  ages?: AttendeeAges | undefined;
  /** The attendee already given (a cart's ticket, or an answer kept by the page), if any. */
  initial:
    | {
        attendee: Attendee | null;
        attendeeUdfs: Pick<LineItemTicket['attendeeUdfs'][number], 'fieldName' | 'value'>[];
      }
    | undefined;
  /** The submit button's words; the shop's dialog says 'Add Ticket' or 'Save Attendee'. */
  submitLabel?: string;
  today: string;
  onDone: (answer: AttendeeAnswer | null) => void;
}) {
  const resolver: Resolver<AttendeeForm> = (values) => {
    const checked = checkAttendeeForm(activity, values, today, ages);
    return checked.ok
      ? { values, errors: {} }
      : { values: {}, errors: toFieldErrors(checked.errors) };
  };
  const { control, handleSubmit } = useForm<AttendeeForm>({
    defaultValues: {
      firstName: initial?.attendee?.firstName ?? '',
      lastName: initial?.attendee?.lastName ?? '',
      dateOfBirth: initial?.attendee?.dateOfBirth ?? null,
      udfs: udfDefaultValues(activity.attendeeUdfs, initial?.attendeeUdfs),
    },
    resolver,
    shouldFocusError: false,
  });
  const onValid = (values: AttendeeForm) => {
    const checked = checkAttendeeForm(activity, values, today, ages);
    if (checked.ok) onDone(checked.answer);
  };

  return (
    <DialogForm
      onSubmit={(onInvalid) => handleSubmit(onValid, onInvalid)}
      bodyClassName="grid gap-5 sm:grid-cols-2"
      submitLabel={submitLabel ?? (initial ? 'Save Attendee' : 'Add Ticket')}
      onCancel={() => onDone(null)}
    >
      {nameFields.map(([name, field]) => (
        <ControlledFormField key={name} control={control} name={name} field={field} />
      ))}
      {activity.collectAttendeeDob ? (
        <div className="sm:col-span-2">
          <Controller
            name="dateOfBirth"
            control={control}
            render={({ field, fieldState }) => (
              <DateInputField
                label="Date of Birth"
                value={field.value ?? ''}
                // The attendee rules read an unfinished date as none.
                onChange={(date) => field.onChange(date || null)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                isRequired
                maxDate={today}
                description={
                  field.value && !fieldState.error ? formatDisplayDate(field.value) : undefined
                }
              />
            )}
          />
        </div>
      ) : null}
      {activity.attendeeUdfs.map((udf) => (
        <div key={udf.id} className="sm:col-span-2">
          <UdfField udf={udf} name={`udfs.${udfKey(udf)}`} control={control} />
        </div>
      ))}
    </DialogForm>
  );
}

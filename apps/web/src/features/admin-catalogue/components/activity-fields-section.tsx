/** The editor's booking and attendee fields: what a booking and each ticket ask (UDFs). */
import type { ActivityBody } from '@shop/core/admin-catalogue-api';
import { useId } from 'react';
import { Controller, get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FieldErrorMessage } from '../../../components/ui/field-error-message.tsx';
import { FieldLabel } from '../../../components/ui/field-parts.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CheckRow } from '../../admin-shared/components/admin-form-parts.tsx';
import type { ActivityFormValues } from './activity-form-values.ts';
import { EditorSection } from './editor-section.tsx';

type Form = UseFormReturn<ActivityFormValues, unknown, ActivityBody>;
type UdfListName = 'bookingUdfs' | 'attendeeUdfs';
/**
 * A field's kind of answer, one choice: the schema's value type and input always go together
 * (text is typed as text, a list is picked from a list), so the form sets both (issue 30).
 */
const answerTypes = [
  { id: 'text', label: 'Text', fieldType: 'string', inputType: 'text' },
  { id: 'numeric', label: 'Number', fieldType: 'numeric', inputType: 'numeric' },
  { id: 'boolean', label: 'Yes or no', fieldType: 'boolean', inputType: 'boolean' },
  { id: 'select', label: 'A choice from a list', fieldType: 'select', inputType: 'select' },
  { id: 'date', label: 'Date', fieldType: 'date', inputType: 'date' },
] as const;

function AnswerTypeRow({ form, name }: { form: Form; name: `${UdfListName}.${number}` }) {
  const [fieldType, inputType] = form.watch([`${name}.fieldType`, `${name}.inputType`]);
  const known = answerTypes.find(
    (type) => type.fieldType === fieldType && type.inputType === inputType,
  );
  // A pair saved before this form (a value type with another input) is kept as it is.
  const options = [
    ...answerTypes.map(({ id, label }) => ({ id, label })),
    ...(known
      ? []
      : [{ id: 'other', label: `${String(fieldType)} typed as ${String(inputType)}` }]),
  ];
  return (
    <SelectField
      label="Answer"
      placeholder="Choose one"
      options={options}
      value={known?.id ?? 'other'}
      isRequired
      onChange={(id) => {
        const type = answerTypes.find((candidate) => candidate.id === id);
        if (!type) return;
        form.setValue(`${name}.fieldType`, type.fieldType, { shouldDirty: true });
        form.setValue(`${name}.inputType`, type.inputType, { shouldDirty: true });
      }}
    />
  );
}

const optionsClasses =
  'block min-h-24 w-full rounded-lg border border-navy-900/25 bg-white px-3 py-2 text-base text-navy-950 shadow-xs hover:border-navy-900/45 focus-visible:border-glacier-600 aria-[invalid=true]:border-red-700';

/** A select field's options, one per line; empty lines are dropped when the field is left. */
function OptionsField({
  form,
  name,
}: {
  form: Form;
  name: `bookingUdfs.${number}.options` | `attendeeUdfs.${number}.options`;
}) {
  const id = useId();
  const error = get(form.formState.errors, name) as
    { message?: string; [k: number]: { message?: string } } | undefined;
  const message =
    error?.message ?? Object.values(error ?? {}).find((item) => typeof item === 'object')?.message;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <FieldLabel label="Options (one per line)" htmlFor={id} />
          <textarea
            id={id}
            ref={field.ref}
            rows={3}
            value={(field.value ?? []).join('\n')}
            onChange={(event) => field.onChange(event.target.value.split('\n'))}
            onBlur={() => {
              field.onChange((field.value ?? []).map((item) => item.trim()).filter(Boolean));
              field.onBlur();
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            className={optionsClasses}
          />
          {message ? <FieldErrorMessage id={`${id}-error`}>{message}</FieldErrorMessage> : null}
        </div>
      )}
    />
  );
}

function UdfList({ form, name, title }: { form: Form; name: UdfListName; title: string }) {
  const list = useFieldArray({ control: form.control, name });
  const listError = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-navy-950">{title}</h3>
        <Button
          variant="secondary"
          size="sm"
          onPress={() =>
            list.append({
              fieldName: '',
              label: '',
              fieldType: 'string',
              inputType: 'text',
              fieldLength: '',
              options: [],
              isRequired: false,
              active: true,
            })
          }
        >
          Add field<span className="sr-only"> to {title.toLowerCase()}</span>
        </Button>
      </div>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      {list.fields.length === 0 ? (
        <p className="rounded-xl bg-glacier-50 px-4 py-3 text-navy-800">
          No fields: nothing is asked.
        </p>
      ) : null}
      {list.fields.map((item, index) => (
        <fieldset key={item.id} className="space-y-4 rounded-xl border border-navy-900/10 p-4">
          <legend className="px-1 text-sm font-semibold text-navy-900">
            {title}: field {index + 1}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredFields
              register={form.register}
              errors={form.formState.errors}
              fields={[
                { name: `${name}.${index}.label`, label: 'Label', isRequired: true },
                {
                  name: `${name}.${index}.fieldName`,
                  label: 'Field name',
                  isRequired: true,
                  description: 'Letters, digits and _, as the ticketing system names it.',
                },
              ]}
            />
            <AnswerTypeRow form={form} name={`${name}.${index}`} />
            <RegisteredFields
              register={form.register}
              errors={form.formState.errors}
              fields={[
                {
                  name: `${name}.${index}.fieldLength`,
                  label: 'Longest answer',
                  inputMode: 'numeric',
                  description: 'Characters; empty for no limit.',
                },
              ]}
            />
            <OptionsField form={form} name={`${name}.${index}.options`} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap gap-x-6">
              <CheckRow
                control={form.control}
                name={`${name}.${index}.isRequired`}
                label="Required"
              />
              <CheckRow control={form.control} name={`${name}.${index}.active`} label="Asked" />
            </div>
            <Button variant="ghost" size="sm" onPress={() => list.remove(index)}>
              Remove field {index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
    </div>
  );
}

export function FieldsSection({ form }: { form: Form }) {
  return (
    <EditorSection
      id="fields"
      title="Booking & attendee fields"
      description="Booking fields are asked once per booking; attendee fields once per ticket."
    >
      <UdfList form={form} name="bookingUdfs" title="Booking fields" />
      <UdfList form={form} name="attendeeUdfs" title="Attendee fields" />
    </EditorSection>
  );
}

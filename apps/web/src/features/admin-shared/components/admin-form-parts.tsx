/**
 * The pieces the back office's forms share: a tick box and a list bound to react-hook-form, one
 * choice out of a few, a paragraph field, Cancel and submit, and the form's refusal from the
 * server mapped onto fields.
 */
import { useId, type ReactNode } from 'react';
import {
  Controller,
  get,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FieldErrorMessage } from '../../../components/ui/field-error-message.tsx';
import { FieldLabel } from '../../../components/ui/field-parts.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, isNetworkError } from '../../../lib/api-client.ts';
import { refusalMessage, unansweredChange } from '../lib/error-messages.ts';

export function CheckRow<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxField
          label={label}
          value={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export interface Choice {
  id: string;
  label: string;
  description?: string;
}

/**
 * One choice out of a few, as radio buttons: where two tick boxes would let a form say both or
 * neither of two things that exclude each other (issue 30).
 */
export function ChoiceRow({
  label,
  choices,
  value,
  onChange,
  description,
}: {
  label: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  description?: string;
}) {
  return (
    <RadioGroup value={value} onChange={onChange} className="flex flex-col gap-2">
      <Label className="font-semibold text-navy-950">{label}</Label>
      {description ? (
        <Text slot="description" className="text-sm text-navy-700">
          {description}
        </Text>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        {choices.map((choice) => (
          <Radio
            key={choice.id}
            value={choice.id}
            className={cn(
              'group flex cursor-pointer items-start gap-3 rounded-xl bg-white px-3 py-2 ring-1 ring-navy-900/15 ring-inset',
              'data-[selected]:bg-glacier-50 data-[selected]:ring-2 data-[selected]:ring-navy-900',
              'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-(--focus-color)',
            )}
          >
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-navy-700 bg-white"
            >
              <span className="size-2.5 rounded-full bg-navy-900 opacity-0 group-data-[selected]:opacity-100" />
            </span>
            <span className="min-w-0">
              <span className="block font-medium text-navy-950">{choice.label}</span>
              {choice.description ? (
                <span className="block text-sm text-navy-700">{choice.description}</span>
              ) : null}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

export function SelectRow<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder = 'Choose one',
  isRequired,
  description,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  isRequired?: boolean;
  description?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          placeholder={placeholder}
          options={options}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          buttonRef={field.ref}
          error={fieldState.error?.message}
          isRequired={isRequired}
          description={description}
        />
      )}
    />
  );
}

const textareaClasses =
  'block min-h-24 w-full rounded-lg border border-navy-900/25 bg-white px-3 py-2 text-base text-navy-950 shadow-xs transition-colors hover:border-navy-900/45 focus-visible:border-glacier-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40';

/** A paragraph (a description): line breaks are kept. */
export function LongTextRow<T extends FieldValues>({
  register,
  errors,
  name,
  label,
  description,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  name: Path<T>;
  label: string;
  description?: string;
}) {
  const id = useId();
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <FieldLabel label={label} htmlFor={id} />
      <textarea
        id={id}
        rows={4}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [description ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() ||
          undefined
        }
        className={textareaClasses}
      />
      {description ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {error ? <FieldErrorMessage id={`${id}-error`}>{error}</FieldErrorMessage> : null}
    </div>
  );
}

/** A form's Cancel and its submit button, the submit first on a phone, spinning while it sends. */
export function FormActions({
  onCancel,
  isSubmitting,
  isSubmitDisabled,
  submitLabel,
}: {
  onCancel: () => void;
  isSubmitting: boolean;
  isSubmitDisabled?: boolean;
  submitLabel: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
      <Button type="submit" isDisabled={isSubmitDisabled}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        {submitLabel}
      </Button>
    </div>
  );
}

/**
 * Puts the server's field messages on the form's fields, each at `pathOf` its name (none: not
 * the form's); answers the refusal's message, or for a save whose answer never came, that it may
 * be saved (a second save could make a second session, venue or coupon).
 */
export function applyRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fallback: string,
  pathOf: (name: string) => Path<T> | null = (name) => name as Path<T>,
): string {
  const fields = error instanceof ApiError ? error.body?.errors.fields : undefined;
  for (const [name, messages] of Object.entries(fields ?? {})) {
    const path = pathOf(name);
    if (path !== null) setError(path, { message: messages?.[0] });
  }
  if (isNetworkError(error)) return unansweredChange;
  return refusalMessage(error, fallback) ?? fallback;
}

import { useEffect, useRef } from 'react';
import type { Activity } from '@shop/core/catalogue';
import type { StoredUdfValue, UdfValueInput } from '@shop/core/udf-rules';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialogBody, ModalDialogFooter } from '../../../components/ui/modal-dialog.tsx';
import { focusFirstField, focusFirstInvalid } from '../lib/focus-first-invalid.ts';
import { checkUdfForm, udfDefaultValues, udfKey, type UdfFormValues } from '../lib/udf-form.ts';
import { UdfField } from './udf-field.tsx';

interface BookingForm {
  udfs: UdfFormValues;
}

/** The activity's booking fields, asked once per line and changed from the review. */
export function BookingDetailsForm({
  activity,
  initial,
  submitLabel,
  onDone,
}: {
  activity: Activity;
  initial: StoredUdfValue[];
  submitLabel: string;
  onDone: (values: UdfValueInput[] | null) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => focusFirstField(formRef.current), []);
  const resolver: Resolver<BookingForm> = (values) => {
    const checked = checkUdfForm(activity.bookingUdfs, values.udfs);
    if (checked.ok) return { values, errors: {} };
    const udfs = Object.fromEntries(
      Object.entries(checked.errors).map(([key, message]) => [key, { type: 'validate', message }]),
    );
    return { values: {}, errors: { udfs } as FieldErrors<BookingForm> };
  };
  const { control, handleSubmit } = useForm<BookingForm>({
    defaultValues: { udfs: udfDefaultValues(activity.bookingUdfs, initial) },
    resolver,
    shouldFocusError: false,
  });
  const onValid = (values: BookingForm) => {
    const checked = checkUdfForm(activity.bookingUdfs, values.udfs);
    if (checked.ok) onDone(checked.values);
  };
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        void handleSubmit(onValid, () => focusFirstInvalid(form))(event);
      }}
      className="flex min-h-0 flex-1 flex-col"
    >
      <ModalDialogBody className="grid gap-5">
        {activity.bookingUdfs.map((udf, index) => (
          <UdfField
            key={udf.id}
            udf={udf}
            name={`udfs.${udfKey(udf)}`}
            control={control}
            autoFocus={index === 0}
          />
        ))}
      </ModalDialogBody>
      <ModalDialogFooter>
        <Button variant="secondary" onPress={() => onDone(null)}>
          Cancel
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </ModalDialogFooter>
    </form>
  );
}

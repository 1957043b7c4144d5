import type { Activity } from '@shop/core/catalogue';
import type { StoredUdfValue, UdfValueInput } from '@shop/core/udf-rules';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  checkUdfForm,
  udfDefaultValues,
  udfKey,
  type UdfFormValues,
} from '../../../lib/udf-form.ts';
import { DialogForm } from '../../../components/ticket-details/dialog-form.tsx';
import { UdfField } from '../../../components/ticket-details/udf-field.tsx';

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
    <DialogForm
      onSubmit={(onInvalid) => handleSubmit(onValid, onInvalid)}
      bodyClassName="grid gap-5"
      submitLabel={submitLabel}
      onCancel={() => onDone(null)}
    >
      {activity.bookingUdfs.map((udf, index) => (
        <UdfField
          key={udf.id}
          udf={udf}
          name={`udfs.${udfKey(udf)}`}
          control={control}
          autoFocus={index === 0}
        />
      ))}
    </DialogForm>
  );
}

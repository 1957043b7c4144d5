import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField, type FieldDescriptor } from './form-field.tsx';

export interface ControlledFormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  field: FieldDescriptor;
  /** After the visitor changes the value (a new country empties the state). */
  onValueChange?: (value: string) => void;
}

/** A described field whose value, message and focus belong to react-hook-form. */
export function ControlledFormField<T extends FieldValues>({
  control,
  name,
  field: descriptor,
  onValueChange,
}: ControlledFormFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          field={descriptor}
          value={field.value}
          onChange={(value) => {
            if (!onValueChange) return field.onChange(value);
            if (value === field.value) return;
            field.onChange(value);
            onValueChange(value);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          focusRef={field.ref}
        />
      )}
    />
  );
}

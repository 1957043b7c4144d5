import type { Udf } from '@shop/core/catalogue';
import { udfTexts } from '@shop/core/udf-rules';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxField, DateInputField, SelectField, TextInputField } from './form-controls.tsx';

/** One user-defined field as the input its type asks for (SPEC section 3). */
export function UdfField<T extends FieldValues>({
  udf,
  name,
  control,
  autoFocus,
}: {
  udf: Udf;
  name: Path<T>;
  control: Control<T>;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const common = {
          label: udf.label,
          onBlur: field.onBlur,
          error: fieldState.error?.message,
          isRequired: udf.isRequired,
          autoFocus,
        };
        switch (udf.fieldType) {
          case 'boolean':
            return (
              <CheckboxField {...common} value={field.value === true} onChange={field.onChange} />
            );
          case 'date':
            return (
              <DateInputField
                {...common}
                value={typeof field.value === 'string' ? field.value : null}
                onChange={field.onChange}
              />
            );
          case 'select':
            return (
              <SelectField
                {...common}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                options={udf.options.map((option) => option.trim())}
                placeholder={udfTexts.selectPlaceholder}
              />
            );
          case 'numeric':
          case 'string':
            return (
              <TextInputField
                {...common}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                inputMode={udf.fieldType === 'numeric' ? 'decimal' : 'text'}
              />
            );
        }
      }}
    />
  );
}

import type { Udf } from '@shop/core/catalogue';
import { udfTexts } from '@shop/core/udf-rules';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxField } from '../ui/checkbox-field.tsx';
import { DateInputField } from '../ui/date-input-field.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextInputField } from '../ui/text-input-field.tsx';

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
                value={typeof field.value === 'string' ? field.value : ''}
                // The field rules read an unfinished date as no answer.
                onChange={(date) => field.onChange(date || null)}
              />
            );
          case 'select':
            return (
              <SelectField
                {...common}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                options={udf.options.map((option) => ({ id: option.trim(), label: option.trim() }))}
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

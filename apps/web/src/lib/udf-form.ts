/**
 * User-defined fields in a form: the form's values, the browser check (the same checkUdfValue the
 * server runs, with 'Required field' as this page says) and the values as sent.
 */
import type { Udf } from '@shop/core/catalogue';
import { checkUdfValue, udfTexts, type UdfValue, type UdfValueInput } from '@shop/core/udf-rules';

/** What a field holds while it is edited: text, a yes/no, or a YYYY-MM-DD date (null if empty). */
export type UdfFormValue = string | boolean | null;
export type UdfFormValues = Record<string, UdfFormValue>;

/** Form keys are the field ids: field names may hold characters a form path cannot. */
export const udfKey = (udf: Pick<Udf, 'id'>) => `udf${udf.id}`;

export function udfDefaultValues(
  udfs: Udf[],
  initial: { fieldName: string; value: UdfValue }[] = [],
): UdfFormValues {
  return Object.fromEntries(
    udfs.map((udf) => {
      const stored = initial.find((entry) => entry.fieldName === udf.fieldName)?.value;
      if (udf.fieldType === 'boolean') return [udfKey(udf), stored === true];
      if (udf.fieldType === 'date')
        return [udfKey(udf), typeof stored === 'string' ? stored : null];
      return [udfKey(udf), stored === null || stored === undefined ? '' : String(stored)];
    }),
  );
}

/** Per-field messages keyed like the form, or the values as sent when all are valid. */
export function checkUdfForm(
  udfs: Udf[],
  values: UdfFormValues,
): { ok: true; values: UdfValueInput[] } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const checked: UdfValueInput[] = [];
  for (const udf of udfs) {
    const result = checkUdfValue(udf, values[udfKey(udf)] ?? null, udfTexts.requiredField);
    if ('error' in result) errors[udfKey(udf)] = result.error;
    else checked.push({ fieldName: udf.fieldName, value: result.value, fieldType: udf.fieldType });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: checked };
}

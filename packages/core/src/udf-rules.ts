/**
 * User-defined fields (SPEC sections 3 and 5): one rule set checks a value typed in the browser
 * and the same value arriving at the server.
 */
import { z } from 'zod';
import { udfFieldTypes, type Udf } from './catalogue.ts';
import { isValidIsoDate } from './shop-time.ts';
import { plainText } from './text-rules.ts';

export const udfTexts = {
  required: 'Required',
  requiredField: 'Required field',
  mustBeNumber: 'Must be a number',
  maxLength: (length: number) => `Cannot exceed maximum character limit of ${length}`,
  notAnOption: 'Select one of the options',
  notADate: 'Must be a date as YYYY-MM-DD',
  unknownField: 'Is not a field of this activity',
  selectPlaceholder: 'Select one',
} as const;

export type UdfValue = string | number | boolean | null;

/** A value as sent: `{ fieldName, value, fieldType }`, dates as YYYY-MM-DD. */
export const udfValueInputSchema = z.object({
  fieldName: plainText().min(1).max(100),
  value: z.union([plainText().max(2000), z.number(), z.boolean(), z.null()]),
  fieldType: z.enum(udfFieldTypes).optional(),
});
export type UdfValueInput = z.infer<typeof udfValueInputSchema>;

/** A stored value, as line items return it. */
export const udfValueSchema = z.object({
  id: z.number().int(),
  fieldName: z.string(),
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  fieldType: z.enum(udfFieldTypes),
});
export type StoredUdfValue = z.infer<typeof udfValueSchema>;

function isEmpty(value: UdfValue | undefined): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** Checks one raw value against its field; answers the normalised value or the message. */
export function checkUdfValue(
  udf: Pick<Udf, 'fieldType' | 'isRequired' | 'fieldLength' | 'options'>,
  raw: UdfValue | undefined,
  requiredMessage: string = udfTexts.required,
): { value: UdfValue } | { error: string } {
  if (isEmpty(raw)) return udf.isRequired ? { error: requiredMessage } : { value: null };
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  const number = typeof raw === 'number' ? raw : Number(text);
  // Letters in a number field are told they are no number, whatever their length ('abc' in a
  // field of two digits), not that they are too long.
  if (udf.fieldType === 'numeric' && !Number.isFinite(number)) {
    return { error: udfTexts.mustBeNumber };
  }
  if (udf.fieldLength && udf.fieldType !== 'boolean' && text.length > udf.fieldLength) {
    return { error: udfTexts.maxLength(udf.fieldLength) };
  }
  switch (udf.fieldType) {
    case 'numeric':
      return { value: number };
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (text === 'true' || text === 'false') return { value: text === 'true' };
      return { error: 'Must be yes or no' };
    case 'select':
      return udf.options.map((option) => option.trim()).includes(text)
        ? { value: text }
        : { error: udfTexts.notAnOption };
    case 'date':
      return isValidIsoDate(text) ? { value: text } : { error: udfTexts.notADate };
    case 'string':
      return { value: text };
  }
}

/**
 * Checks a set of values against an activity's fields: every required field present, no
 * unknown field. Errors are keyed by fieldName.
 */
export function checkUdfValues(
  udfs: Udf[],
  values: UdfValueInput[],
  requiredMessage: string = udfTexts.required,
):
  | { ok: true; values: { udf: Udf; value: UdfValue }[] }
  | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const byName = new Map(values.map((entry) => [entry.fieldName, entry.value]));
  for (const name of byName.keys()) {
    if (!udfs.some((udf) => udf.fieldName === name)) errors[name] = udfTexts.unknownField;
  }
  const checked: { udf: Udf; value: UdfValue }[] = [];
  for (const udf of udfs) {
    const result = checkUdfValue(udf, byName.get(udf.fieldName), requiredMessage);
    if ('error' in result) errors[udf.fieldName] = result.error;
    else checked.push({ udf, value: result.value });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: checked };
}

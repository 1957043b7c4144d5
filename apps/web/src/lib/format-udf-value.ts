/** How a stored user-defined field value reads: yes or no, dates as 'DD MMMM, YYYY'. */
import type { StoredUdfValue } from '@shop/core/udf-rules';
import { formatDisplayDate } from './format-date.ts';

export function formatUdfValue(udf: Pick<StoredUdfValue, 'value' | 'fieldType'>): string {
  const { value } = udf;
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (udf.fieldType === 'date' && typeof value === 'string') return formatDisplayDate(value);
  return String(value);
}

/** The fields a visitor filled in, in the activity's order: an empty optional one says nothing. */
export function filledUdfValues<T extends Pick<StoredUdfValue, 'value'>>(udfs: T[]): T[] {
  return udfs.filter((udf) => udf.value !== null && udf.value !== '');
}

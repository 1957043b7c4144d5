import type { StoredUdfValue } from '@shop/core/udf-rules';
import type { HTMLAttributes, ReactNode } from 'react';
import { filledUdfValues, formatUdfValue } from '../lib/format-udf-value.ts';

export interface BookingDetailsListProps extends HTMLAttributes<HTMLDivElement> {
  udfs: StoredUdfValue[];
  /** Shown under the list, such as a way to change it. */
  children?: ReactNode;
}

/**
 * A line's booking details as given, under their heading, in the cart and in the review. An
 * empty optional field says nothing; with nothing filled in and nothing below, it renders nothing.
 */
export function BookingDetailsList({ udfs, children, ...props }: BookingDetailsListProps) {
  const filled = filledUdfValues(udfs);
  if (filled.length === 0 && !children) return null;
  return (
    <div {...props}>
      <h4 className="text-sm font-bold text-navy-950">Booking Details</h4>
      {filled.length > 0 ? (
        <dl className="mt-1 grid grid-cols-1 gap-x-4 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
          {filled.map((udf) => (
            <div key={udf.fieldName} className="contents">
              <dt className="text-slate-600">{udf.label}</dt>
              <dd className="mb-1 font-medium text-navy-950 sm:mb-0">{formatUdfValue(udf)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </div>
  );
}

import { formatPrice, formatUsd, type Cents } from '@shop/core/money';
import type { ReactNode } from 'react';

export interface PriceLine {
  key: string;
  name: string;
  description?: string | undefined;
  quantity: number;
  /** The line's amount before discounts; zero reads 'Free' (SPEC section 9). */
  amountCents: Cents;
}

/** Priced lines of an order: "2 × Adult Pass" with its description and amount. */
export function PriceLines({ lines }: { lines: readonly PriceLine[] }) {
  return (
    <ul className="divide-y divide-navy-900/10">
      {lines.map((line) => (
        <li key={line.key} className="flex items-start justify-between gap-4 py-3">
          <div className="min-w-0">
            <p className="font-semibold text-navy-950">
              <span className="tabular-nums">{line.quantity}</span> × {line.name}
            </p>
            {line.description ? <p className="text-sm text-slate-600">{line.description}</p> : null}
          </div>
          <p className="shrink-0 font-semibold text-navy-950 tabular-nums">
            {formatPrice(line.amountCents)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One row of a totals block: a term and its amount. */
export function TotalRow({
  term,
  cents,
  emphasis = false,
  action,
}: {
  term: ReactNode;
  cents: Cents;
  emphasis?: boolean;
  action?: ReactNode;
}) {
  return (
    <div
      className={
        emphasis
          ? 'flex items-baseline justify-between gap-4 border-t border-navy-900/15 pt-3 text-lg font-bold text-navy-950'
          : 'flex items-baseline justify-between gap-4 text-[0.9375rem] text-navy-900'
      }
    >
      <dt className="min-w-0">{term}</dt>
      <dd className="flex shrink-0 items-baseline gap-3 tabular-nums">
        {cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents)}
        {action}
      </dd>
    </div>
  );
}

/**
 * A day close's sales and refunds by payment method and by seller (decision 082): small tables
 * that print as they show, figures set right.
 */
import type { DayClose } from '@shop/core/day-close-api';
import { formatUsd } from '@shop/core/money';

interface Figures {
  orders: number;
  salesCents: number;
  refunds: number;
  refundsCents: number;
}

const cellClasses = 'px-2 sm:px-3 py-2 text-right tabular-nums whitespace-nowrap';

function FiguresTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: (Figures & { key: string; name: string })[];
}) {
  return (
    // A named, focusable region, so a table wider than a phone scrolls from the keyboard.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5 outline-none focus-visible:ring-2 focus-visible:ring-glacier-600 print:shadow-none"
    >
      <table className="w-full text-left text-sm">
        <caption className="px-2 sm:px-3 pt-3 text-left text-lg font-bold text-navy-950">
          {caption}
        </caption>
        <thead className="text-navy-800">
          <tr className="border-b border-navy-900/10">
            <th scope="col" className="px-2 sm:px-3 py-2 font-semibold">
              {heading}
            </th>
            {['Orders', 'Sales', 'Refunds', 'Refunded'].map((label) => (
              <th key={label} scope="col" className="px-2 sm:px-3 py-2 text-right font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-navy-900/5 last:border-0">
              <th scope="row" className="px-2 sm:px-3 py-2 font-medium text-navy-950">
                {row.name}
              </th>
              <td className={cellClasses}>{row.orders}</td>
              <td className={cellClasses}>{formatUsd(row.salesCents)}</td>
              <td className={cellClasses}>{row.refunds}</td>
              <td className={cellClasses}>{formatUsd(row.refundsCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DayCloseTables({ day }: { day: DayClose }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FiguresTable
        caption="By payment method"
        heading="Method"
        rows={day.methods.map((row) => ({ ...row, key: row.method, name: row.label }))}
      />
      <FiguresTable
        caption="By seller"
        heading="Seller"
        rows={day.sellers.map((row) => ({
          ...row,
          key: String(row.staffId ?? 'online'),
          name: row.seller,
        }))}
      />
    </div>
  );
}

import type { ReactNode } from 'react';

/** One term of a confirmation's summary and its value, side by side from small screens up. */
export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="text-[0.9375rem] font-medium text-navy-950">{children}</dd>
    </div>
  );
}

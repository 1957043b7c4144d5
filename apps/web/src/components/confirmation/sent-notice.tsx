import type { ReactNode } from 'react';
import { TicketIcon } from '../ui/icons.tsx';

/** The confirmation's first words: what was e-mailed, and where to. */
export function SentNotice({
  email,
  children,
  end,
}: {
  email: string;
  /** What was sent, up to the address: 'A copy of your purchase has been sent to'. */
  children: ReactNode;
  /** After the address, like a full stop. */
  end?: string;
}) {
  return (
    <p className="flex items-start gap-3 rounded-xl bg-glacier-100 p-4 text-[0.9375rem] text-navy-900 ring-1 ring-glacier-600/25 ring-inset sm:p-5">
      <TicketIcon className="mt-0.5 size-5 shrink-0 text-glacier-700" />
      {/* A long address breaks anywhere rather than widening a phone's page (issue 29). */}
      <span className="min-w-0">
        {children} <strong className="font-semibold [overflow-wrap:anywhere]">{email}</strong>
        {end}
      </span>
    </p>
  );
}

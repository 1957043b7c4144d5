import type { CheckInSession } from '@shop/core/check-in-api';
import { pluralize } from '@shop/core/vacancy';

/** The session's guests let in so far (pass holders among them) and those expected. */
export function SessionGuestCounts({ counts }: { counts: CheckInSession['counts'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3" aria-label="This session's guests">
      <div className="rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-navy-900/5">
        <dt className="text-sm font-semibold text-navy-800">Admitted</dt>
        <dd className="text-4xl font-bold text-navy-950 tabular-nums">{counts.admitted}</dd>
        {counts.passHolders > 0 ? (
          <dd className="text-sm text-navy-800">
            {counts.passHolders} {pluralize('pass holder', counts.passHolders)} among them
          </dd>
        ) : null}
      </div>
      <div className="rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-navy-900/5">
        <dt className="text-sm font-semibold text-navy-800">Expected</dt>
        <dd className="text-4xl font-bold text-navy-950 tabular-nums">{counts.expected}</dd>
      </div>
    </dl>
  );
}

import {
  passCheckInTexts,
  type Admission,
  type PassAdmission,
  type TicketAdmission,
} from '@shop/core/check-in-api';
import { formatClockTime, instantToShopWallTime } from '@shop/core/shop-time';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';

export type ScanResult =
  { kind: 'admitted'; admission: Admission } | { kind: 'refused'; title: string; message: string };

const checkedInAt = (admission: Admission) =>
  formatClockTime(instantToShopWallTime(new Date(admission.admittedAt)).time);

function TicketAdmitted({ admission }: { admission: TicketAdmission }) {
  return (
    <>
      <p className="mt-3 text-2xl font-semibold break-words">{admission.guestName}</p>
      <p className="text-lg">{admission.ticketType}</p>
      <p className="mt-2 text-sm text-green-50">
        Order #{admission.receipt} · checked in at {checkedInAt(admission)}
      </p>
    </>
  );
}

/** A pass holder: labelled as such, with what staff compare (photo, name) and the pass's term. */
function PassHolderAdmitted({ admission }: { admission: PassAdmission }) {
  return (
    <div className="mt-3 flex items-start gap-4">
      {admission.photoUrl ? (
        <img
          src={admission.photoUrl}
          alt={`Photo of ${admission.guestName}`}
          className="size-24 shrink-0 rounded-xl bg-white object-cover"
        />
      ) : null}
      <div className="min-w-0">
        <p className="inline-block rounded-full bg-white px-3 py-0.5 text-sm font-bold text-green-800">
          {passCheckInTexts.passHolder}
        </p>
        <p className="mt-2 text-2xl font-semibold break-words">{admission.guestName}</p>
        <p className="text-lg">{admission.product}</p>
        <p className="text-lg">
          {passCheckInTexts.validUntil(formatLongDate(admission.validUntil))}
        </p>
        <p className="mt-2 text-sm text-green-50">
          Member {admission.memberCode} · checked in at {checkedInAt(admission)}
        </p>
      </div>
    </div>
  );
}

/** The answer to a scan, large enough to read at arm's length: green to let in, red to stop. */
export function CheckInResult({ result }: { result: ScanResult | null }) {
  return (
    <div role="status" aria-label="Scan result" aria-live="assertive" aria-atomic="true">
      {result === null ? (
        <p className="rounded-2xl border-2 border-dashed border-navy-900/20 px-4 py-8 text-center text-navy-800">
          Scan a ticket or pass card, or type its code.
        </p>
      ) : result.kind === 'admitted' ? (
        <div className="rounded-2xl bg-green-700 px-5 py-6 text-white shadow-card">
          <p className="flex items-center gap-2 text-3xl font-bold">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-9 shrink-0">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            Admitted
          </p>
          {result.admission.kind === 'pass' ? (
            <PassHolderAdmitted admission={result.admission} />
          ) : (
            <TicketAdmitted admission={result.admission} />
          )}
        </div>
      ) : (
        <div className="rounded-2xl bg-red-700 px-5 py-6 text-white shadow-card">
          <p className="flex items-center gap-2 text-3xl font-bold">
            <AlertIcon aria-hidden="true" className="size-9 shrink-0" />
            {result.title}
          </p>
          <p className="mt-3 text-lg">{result.message}</p>
        </div>
      )}
    </div>
  );
}

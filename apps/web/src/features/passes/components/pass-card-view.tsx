import { formatPassCode } from '@shop/core/membership-entitlements';
import { passCardTexts, type PassCard } from '@shop/core/pass-card-api';
import { formatCalendarDate } from '@shop/core/shop-time';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { passCardPdfUrl } from '../api/get-pass-card.ts';
import { HolderPhoto } from './holder-photo.tsx';
import { PassQrCode } from './pass-qr-code.tsx';
import { PassStatusBadge } from './pass-status-badge.tsx';

const validDates = (card: PassCard) =>
  card.startsOn && card.expiresOn
    ? `${formatCalendarDate(card.startsOn)} to ${formatCalendarDate(card.expiresOn)}`
    : 'No pass yet';

/**
 * A pass holder's card as the gate sees it (issue 31): the holder's photo where one was set
 * (decision 091) and name large enough to read at arm's length, the product and dates, the QR code and its code to type, and the PDF.
 */
export function PassCardView({ card, foundationName }: { card: PassCard; foundationName: string }) {
  const name = `${card.firstName} ${card.lastName}`;
  return (
    <div className="mx-auto max-w-md space-y-5">
      {card.revoked ? (
        <Alert tone="error" role="alert" title="Replaced card">
          {passCardTexts.revoked}
        </Alert>
      ) : null}
      <Card as="section" aria-labelledby="pass-card-holder" className="overflow-hidden">
        <div className="bg-navy-900 px-5 py-4 text-white sm:px-6">
          <p className="text-xs font-bold tracking-[0.14em] uppercase text-glacier-200">
            {foundationName}
          </p>
          <p className="mt-1 text-lg font-bold">Membership Card</p>
        </div>
        <div className="space-y-5 p-5 sm:p-6">
          <div className="flex items-center gap-4">
            {card.photoUrl ? (
              <HolderPhoto name={name} photoUrl={card.photoUrl} className="size-24" />
            ) : null}
            <div className="min-w-0">
              <h2
                id="pass-card-holder"
                className="text-2xl font-bold tracking-tight break-words text-navy-950"
              >
                {name}
              </h2>
              <p className="mt-1 flex flex-wrap items-center gap-2 font-semibold text-glacier-800">
                {card.product ?? 'No pass yet'}
                {card.status ? <PassStatusBadge status={card.status} /> : null}
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <div className="col-span-2">
              <dt className="font-semibold text-slate-600">Valid</dt>
              <dd className="font-semibold text-navy-950">{validDates(card)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Member ID</dt>
              <dd className="font-semibold text-navy-950">{card.memberCode}</dd>
            </div>
          </dl>
          <div className="flex flex-col items-center gap-2">
            <PassQrCode code={card.code} label={`QR code of ${name}’s card`} />
            <p className="font-mono text-sm tracking-wider text-slate-700">
              {formatPassCode(card.code)}
            </p>
            <p className="text-center text-sm font-semibold text-navy-900">
              Show at the entrance. Admits this pass holder only.
            </p>
          </div>
        </div>
      </Card>
      <a
        href={passCardPdfUrl(card.code)}
        download={`membership-card-${card.memberCode}.pdf`}
        className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
      >
        Download card (PDF)
      </a>
    </div>
  );
}

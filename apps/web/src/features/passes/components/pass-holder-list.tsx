import type { PassHolder } from '@shop/core/pass-card-api';
import { formatCalendarDate } from '@shop/core/shop-time';
import { Card } from '../../../components/ui/card.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { HolderPhotoField } from './holder-photo-field.tsx';
import { PassStatusBadge } from './pass-status-badge.tsx';

const roleLabels: Record<PassHolder['passes'][number]['role'], string> = {
  primary: 'Account holder',
  secondary: 'Included',
  addOn: 'Additional',
};

/** One household member: their passes, the way to their card, and their photo. */
function HolderCard({ holder, token }: { holder: PassHolder; token: string }) {
  const name = `${holder.firstName} ${holder.lastName}`;
  const headingId = `holder-${holder.memberId}`;
  return (
    <Card as="li" aria-labelledby={headingId} className="p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-lg font-bold text-navy-950">
          {name}
        </h3>
        <p className="text-sm text-slate-600">Member ID {holder.memberCode}</p>
      </div>
      {holder.passes.length === 0 ? (
        <p className="mt-2 text-navy-800">No pass yet.</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={`Passes of ${name}`}>
          {holder.passes.map((pass) => (
            <li key={pass.passId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-navy-950">{pass.product}</span>
              <PassStatusBadge status={pass.status} />
              <span className="text-sm text-navy-800">
                {roleLabels[pass.role]} · {formatCalendarDate(pass.startsOn)} to{' '}
                {formatCalendarDate(pass.expiresOn)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {holder.cardCode ? (
        <p className="mt-4">
          <TextLink to={paths.passCard.getHref(holder.cardCode)}>
            Open {holder.firstName}’s card
          </TextLink>
        </p>
      ) : null}
      <HolderPhotoField holder={holder} token={token} />
    </Card>
  );
}

/** The household's pass holders, the account holder first. */
export function PassHolderList({ holders, token }: { holders: PassHolder[]; token: string }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {holders.map((holder) => (
        <HolderCard key={holder.memberId} holder={holder} token={token} />
      ))}
    </ul>
  );
}

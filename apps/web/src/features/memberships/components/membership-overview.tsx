import type { Membership } from '@shop/core/membership-api';
import { dollarsToCents, formatPrice } from '@shop/core/money';
import { pluralize } from '@shop/core/vacancy';
import { Card } from '../../../components/ui/card.tsx';
import { MapPinIcon, SnowflakeIcon } from '../../../components/ui/icons.tsx';

/** What the chosen membership is: its price, what it includes, and what may be added. */
export function MembershipOverview({ membership }: { membership: Membership }) {
  const secondary = membership.secondaryOptions;
  return (
    <Card as="section" aria-labelledby="membership-overview-heading">
      {membership.membershipImage ? (
        // Decorative: the heading below names the membership.
        <img
          src={membership.membershipImage}
          alt=""
          decoding="async"
          width={640}
          height={360}
          className="aspect-[16/9] max-h-44 w-full bg-glacier-100 object-cover sm:max-h-none"
        />
      ) : null}
      <div className="flex items-center gap-4 bg-gradient-to-br from-navy-800 to-glacier-700 p-5 text-white sm:p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15">
          <SnowflakeIcon className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id="membership-overview-heading" className="text-xl font-bold tracking-tight">
            {membership.displayName}
          </h2>
          <p className="text-lg font-semibold text-glacier-200">
            {formatPrice(dollarsToCents(membership.primaryOptions.price))}
            <span className="text-sm font-medium text-white/80">
              {' '}
              · {membership.durationMonths} {pluralize('month', membership.durationMonths)}
            </span>
          </p>
        </div>
      </div>
      <div className="space-y-4 p-5 text-[0.9375rem] sm:p-6">
        <p className="leading-relaxed text-slate-700">{membership.description}</p>
        <ul className="space-y-2 text-navy-900">
          <li className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-glacier-700">
              ✓
            </span>
            The account holder
          </li>
          {secondary && secondary.maxQuantity > 0 ? (
            <li className="flex gap-2">
              <span aria-hidden="true" className="font-bold text-glacier-700">
                ✓
              </span>
              Up to {secondary.maxQuantity}{' '}
              {pluralize(secondary.displayName.toLowerCase(), secondary.maxQuantity)} included
            </li>
          ) : null}
          {membership.addOns.map((addOn) => (
            <li key={addOn.centamanId} className="flex gap-2">
              <span aria-hidden="true" className="font-bold text-glacier-700">
                +
              </span>
              {addOn.displayName}: {formatPrice(dollarsToCents(addOn.price))} each
            </li>
          ))}
        </ul>
        {membership.location ? (
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            {membership.location}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

import type { Membership } from '@shop/core/membership-api';
import { dollarsToCents, formatPrice } from '@shop/core/money';
import { pluralize } from '@shop/core/vacancy';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SnowflakeIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';

/** One membership on sale: picture, name, price and term, what it includes, and the way to buy. */
export function MembershipCard({ membership }: { membership: Membership }) {
  const headingId = `membership-${membership.id}-heading`;
  const secondary = membership.secondaryOptions;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col">
      {membership.membershipImage ? (
        // Decorative: the heading names the membership.
        <img
          src={membership.membershipImage}
          alt=""
          decoding="async"
          loading="lazy"
          width={640}
          height={360}
          className="aspect-[16/9] w-full bg-glacier-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-navy-800 to-glacier-700 text-white/80">
          <SnowflakeIcon className="size-12" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-navy-950">
          {membership.displayName}
        </h2>
        <p className="text-lg font-semibold text-navy-900">
          {formatPrice(dollarsToCents(membership.primaryOptions.price))}
          <span className="text-sm font-medium text-slate-600">
            {' '}
            · {membership.durationMonths} {pluralize('month', membership.durationMonths)}
          </span>
        </p>
        <p className="line-clamp-4 text-[0.9375rem] leading-relaxed text-slate-700">
          {membership.description}
        </p>
        {secondary && secondary.maxQuantity > 0 ? (
          <p className="text-sm font-medium text-glacier-800">
            Up to {secondary.maxQuantity}{' '}
            {pluralize(secondary.displayName.toLowerCase(), secondary.maxQuantity)} included
          </p>
        ) : null}
        <ButtonLink
          to={paths.membership.getHref(membership.id)}
          variant="primary"
          className="mt-auto self-start"
          aria-label={`Buy ${membership.displayName}`}
        >
          Buy Membership
        </ButtonLink>
      </div>
    </Card>
  );
}

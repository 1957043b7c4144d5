import type { Renewal } from '@shop/core/pass-card-api';
import { formatCalendarDate } from '@shop/core/shop-time';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * 'Renew' from 60 days before the expiry, and after it lapsed (issue 31): the household's
 * product with its members filled in, running on from the old expiry.
 */
export function RenewalNotice({ renewal }: { renewal: Renewal }) {
  return (
    <section
      aria-labelledby="renewal-heading"
      className="flex flex-col gap-4 rounded-2xl border-l-4 border-ember-500 bg-white p-5 shadow-card ring-1 ring-navy-900/5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="renewal-heading" className="text-lg font-bold text-navy-950">
          {renewal.lapsed
            ? `Your ${renewal.product} ended on ${formatCalendarDate(renewal.expiresOn)}`
            : `Your ${renewal.product} ends on ${formatCalendarDate(renewal.expiresOn)}`}
        </h2>
        <p className="mt-1 text-navy-800">
          Renewed now, the new pass runs from {formatCalendarDate(renewal.renewsFrom)}.
        </p>
      </div>
      <ButtonLink to={paths.membership.getHref(renewal.membershipId)} className="shrink-0">
        Renew
      </ButtonLink>
    </section>
  );
}

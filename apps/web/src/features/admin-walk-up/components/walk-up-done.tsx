import { formatUsd } from '@shop/core/money';
import type { WalkUpSale } from '@shop/core/walk-up-api';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { adminOrderPath } from '../../admin-shared/admin-paths.ts';
import { pageTitleClasses } from '../../admin-shared/components/admin-page-heading.tsx';
import { walkUpTicketsUrl } from '../api/walk-up.ts';
import { useFocusWhenShown } from '../../../hooks/use-focus-when-shown.ts';

/**
 * The sale made: its receipt, what was paid and how (for cash, what was tendered and the change to
 * give back), the tickets to print, the next sale.
 */
export function WalkUpDone({ sale, onNewSale }: { sale: WalkUpSale; onNewSale: () => void }) {
  // The sale replaces the whole page, the payment button pressed with it: focus goes to its
  // heading, so the receipt is read from the top and the next Tab reaches its link.
  const headingRef = useFocusWhenShown<HTMLHeadingElement>();
  return (
    <Card as="section" aria-labelledby="walk-up-done-heading" className="space-y-4 p-5 sm:p-8">
      <h1
        id="walk-up-done-heading"
        ref={headingRef}
        tabIndex={-1}
        className={cn(pageTitleClasses, 'outline-none')}
      >
        Sale complete
      </h1>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-navy-800">Order number</dt>
          <dd className="text-lg text-navy-950">
            <TextLink to={adminOrderPath(sale.orderId)}>{sale.receipt}</TextLink>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-navy-800">Paid</dt>
          <dd className="text-lg text-navy-950">{formatUsd(sale.totalPaidCents)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-navy-800">Payment method</dt>
          <dd className="text-lg text-navy-950 first-letter:uppercase">
            {sale.paymentMethod ?? 'None due'}
          </dd>
        </div>
        {sale.cashTenderedCents !== null && sale.changeCents !== null ? (
          <>
            <div>
              <dt className="text-sm font-semibold text-navy-800">Cash tendered</dt>
              <dd className="text-lg text-navy-950">{formatUsd(sale.cashTenderedCents)}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-navy-800">Change to give</dt>
              <dd className="text-lg font-bold text-navy-950">{formatUsd(sale.changeCents)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <p className="text-navy-800">
        {sale.email
          ? `The tickets were e-mailed to ${sale.email}.`
          : 'No e-mail was given: print the tickets.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <a
          href={walkUpTicketsUrl(sale.orderId)}
          target="_blank"
          rel="noopener"
          className={buttonStyles({ size: 'lg' })}
        >
          Print tickets
        </a>
        <Button variant="secondary" size="lg" onPress={onNewSale}>
          New sale
        </Button>
      </div>
    </Card>
  );
}

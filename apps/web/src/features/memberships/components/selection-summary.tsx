import type { MembershipPrice } from '@shop/core/membership-pricing';
import { PriceLines, TotalRow } from '../../../components/price-lines.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** The add-ons step's running price: what is chosen so far, before tax. */
export function SelectionSummary({ price }: { price: MembershipPrice }) {
  return (
    <Card as="section" aria-labelledby="selection-summary-heading" className="p-5 sm:p-6">
      <h2 id="selection-summary-heading" className="text-xl font-bold tracking-tight text-navy-950">
        Your Selection
      </h2>
      {price.ok ? (
        <>
          <PriceLines
            lines={price.items.map((item) => ({
              key: item.centamanId,
              name: item.displayName,
              description: item.description,
              quantity: item.quantity,
              amountCents: item.subtotalBeforeDiscountsCents,
            }))}
          />
          {/* The subtotal row draws its own rule above it. */}
          <dl className="mt-2 space-y-2">
            <TotalRow term="Subtotal" cents={price.totals.subtotalCents} emphasis />
          </dl>
          <p className="mt-2 text-sm text-slate-600">
            {price.passCount} {price.passCount === 1 ? 'pass' : 'passes'} · taxes are added at
            billing.
          </p>
        </>
      ) : (
        <p className="mt-3 text-[0.9375rem] text-slate-700">
          Edit your add-on selections to see the price of your membership.
        </p>
      )}
    </Card>
  );
}

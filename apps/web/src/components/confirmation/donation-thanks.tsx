import { formatUsd, type Cents } from '@shop/core/money';
import { Card } from '../ui/card.tsx';
import { DetailRow } from './detail-row.tsx';

/** The donation given with an order, and the foundation's thanks. */
export function DonationThanks({ label, amountCents }: { label: string; amountCents: Cents }) {
  return (
    <Card as="section" aria-labelledby="donation-heading" className="p-5 sm:p-6">
      <h2 id="donation-heading" className="text-xl font-bold tracking-tight text-navy-950">
        {label}
      </h2>
      <dl className="mt-2 divide-y divide-navy-900/10">
        <DetailRow term="Amount">{formatUsd(amountCents)}</DetailRow>
      </dl>
      <p className="mt-2 font-semibold text-glacier-700">Thank you!</p>
    </Card>
  );
}

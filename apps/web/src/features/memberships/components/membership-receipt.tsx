import type { MembershipOrder } from '@shop/core/membership-api';
import { dollarsToCents, formatPrice, formatUsd } from '@shop/core/money';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';

function ReceiptRow({
  term,
  amount,
  isTotal = false,
}: {
  term: string;
  amount: string;
  isTotal?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 py-2.5',
        isTotal && 'border-t-2 border-navy-950 font-bold text-navy-950',
      )}
    >
      <dt className={cn(!isTotal && 'text-slate-700')}>{term}</dt>
      <dd className="tabular-nums">{amount}</dd>
    </div>
  );
}

/**
 * The order's receipt, the same model its e-mail lays out (issue 17 item 8): each line before
 * the promo code, the code once, taxes, a donation and the total paid, which they add up to.
 */
export function MembershipReceipt({
  receipt,
  donationLabel,
}: {
  receipt: MembershipOrder['breakdown'];
  donationLabel: string;
}) {
  return (
    <Card as="section" aria-labelledby="receipt-heading" className="p-5 sm:p-6">
      <h2 id="receipt-heading" className="text-xl font-bold tracking-tight text-navy-950">
        Receipt
      </h2>
      <dl className="mt-2 divide-y divide-navy-900/10 text-[0.9375rem] text-navy-950">
        {receipt.lines.map((line) => (
          <ReceiptRow
            key={line.displayName}
            term={`${line.quantity} × ${line.displayName}`}
            amount={formatPrice(dollarsToCents(line.amount))}
          />
        ))}
        {receipt.discount ? (
          <ReceiptRow
            term={`Promo code ${receipt.discount.code ?? ''}`.trim()}
            amount={`−${formatUsd(dollarsToCents(receipt.discount.amount))}`}
          />
        ) : null}
        {receipt.taxes > 0 ? (
          <ReceiptRow term="Taxes" amount={formatUsd(dollarsToCents(receipt.taxes))} />
        ) : null}
        {receipt.donation > 0 ? (
          <ReceiptRow term={donationLabel} amount={formatUsd(dollarsToCents(receipt.donation))} />
        ) : null}
        <ReceiptRow term="Total Paid" amount={formatUsd(dollarsToCents(receipt.total))} isTotal />
      </dl>
    </Card>
  );
}

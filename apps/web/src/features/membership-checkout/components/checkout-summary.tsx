import type { MembershipCheckout } from '@shop/core/membership-api';
import { dollarsToCents } from '@shop/core/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PriceLines, TotalRow } from '../../../components/price-lines.tsx';

export interface CheckoutSummaryProps {
  checkout: MembershipCheckout;
  membershipName: string;
  /** 'Donation to {short name}'. */
  donationLabel: string;
  onRemoveCoupon: () => void;
  onRemoveDonation: () => void;
  isUpdating: boolean;
}

/** The membership checkout as the server priced it (SPEC section 3): items and totals. */
export function CheckoutSummary({
  checkout,
  membershipName,
  donationLabel,
  onRemoveCoupon,
  onRemoveDonation,
  isUpdating,
}: CheckoutSummaryProps) {
  const { totals } = checkout;
  const removeButton = (label: string, onPress: () => void) => (
    <Button
      variant="ghost"
      size="sm"
      onPress={onPress}
      isDisabled={isUpdating}
      aria-label={label}
      className="-my-1 min-h-8 px-2"
    >
      Remove
    </Button>
  );
  return (
    <Card as="section" aria-labelledby="checkout-summary-heading" className="p-5 sm:p-6">
      <h2 id="checkout-summary-heading" className="text-xl font-bold tracking-tight text-navy-950">
        Order Summary
      </h2>
      <p className="mt-1 text-[0.9375rem] font-semibold text-glacier-700">{membershipName}</p>
      <div className="mt-2">
        <PriceLines
          lines={checkout.items.map((item) => ({
            key: item.centamanId,
            name: item.displayName,
            description: item.description,
            quantity: item.quantity,
            amountCents: dollarsToCents(item.subtotalBeforeDiscounts),
          }))}
        />
      </div>
      <dl className="mt-2 space-y-2.5 border-t border-navy-900/15 pt-4">
        {checkout.coupon ? (
          <TotalRow
            term={
              <>
                Promo code <span className="font-semibold">{checkout.coupon}</span>
                {checkout.couponDescription ? (
                  <span className="block text-sm text-slate-600">{checkout.couponDescription}</span>
                ) : null}
              </>
            }
            cents={-dollarsToCents(totals.discounts)}
            action={removeButton(`Remove promo code ${checkout.coupon}`, onRemoveCoupon)}
          />
        ) : null}
        <TotalRow term="Subtotal" cents={dollarsToCents(totals.subtotal)} />
        {totals.totalTaxes > 0 ? (
          <TotalRow term="Taxes" cents={dollarsToCents(totals.totalTaxes)} />
        ) : null}
        {totals.donationAmount > 0 ? (
          <TotalRow
            term={donationLabel}
            cents={dollarsToCents(totals.donationAmount)}
            action={removeButton('Remove donation', onRemoveDonation)}
          />
        ) : null}
        <TotalRow term="Total" cents={Math.max(0, dollarsToCents(totals.total))} emphasis />
      </dl>
    </Card>
  );
}

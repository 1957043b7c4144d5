import type { Cart } from '@shop/core/cart';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import type { ReactNode, Ref } from 'react';
import { dollarsToCents, formatUsd } from '@shop/core/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { PurchaseLineItem } from './purchase-line-item.tsx';

function SummaryRow({
  label,
  amount,
  action,
  note,
  className,
}: {
  label: ReactNode;
  amount: string;
  action?: ReactNode;
  note?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-x-3 py-1.5', className)}>
      <dt className="min-w-0 flex-1 text-[0.9375rem] text-navy-900">{label}</dt>
      <dd className="flex shrink-0 items-center gap-1 text-[0.9375rem] font-medium tabular-nums">
        {amount}
        {action}
      </dd>
      {note ? <dd className="basis-full">{note}</dd> : null}
    </div>
  );
}

export interface PurchaseDetailsProps {
  cart: Cart;
  activities: ReadonlyMap<number, Activity>;
  activityTimes: ReadonlyMap<number, ActivityTime>;
  /** "Donation to {short name}". */
  donationLabel: string;
  cartHref: string;
  onRemoveDonation: () => void;
  isRemovingDonation: boolean;
  onRemoveCoupon: (couponId: number) => void;
  removingCouponId: number | undefined;
  /** The heading takes focus when a removed line takes its Remove button away. */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * Edit mode (SPEC section 2): no Subtotal and no donation removal; after the new total, what
   * the order paid and the difference under its heading ('Refund', 'Payment Due', …).
   */
  edit?: { totalPaidCents: number; heading: string; amountDueCents: number } | undefined;
}

/** An applied coupon: its code and words, what it takes off, Remove, and any problem with it. */
function CouponRow({
  applied,
  onRemove,
  isRemoving,
}: {
  applied: Cart['appliedCoupons'][number];
  onRemove: () => void;
  isRemoving: boolean;
}) {
  return (
    <SummaryRow
      label={
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="rounded bg-glacier-100 px-1.5 py-0.5 font-mono text-xs font-semibold tracking-wide text-glacier-800">
            {applied.coupon}
          </span>
          <span>{applied.description}</span>
        </span>
      }
      amount={`−${formatUsd(dollarsToCents(applied.discounts))}`}
      action={
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove coupon ${applied.coupon}`}
          onPress={onRemove}
          isDisabled={isRemoving}
          className="px-2"
        >
          Remove
        </Button>
      }
      note={
        applied.problem ? <p className="mt-1 text-sm text-ember-700">{applied.problem}</p> : null
      }
    />
  );
}

/** The total; in edit mode, what the order paid before and the difference under its heading. */
function Totals({ totalCents, edit }: { totalCents: number; edit: PurchaseDetailsProps['edit'] }) {
  return (
    <>
      {edit ? (
        <>
          <SummaryRow
            label="Total"
            amount={formatUsd(totalCents)}
            className="mt-3 border-t border-navy-900/10 pt-3"
          />
          <SummaryRow label="Already paid" amount={formatUsd(edit.totalPaidCents)} />
        </>
      ) : null}
      <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-navy-900/10 pt-4">
        <dt className="text-lg font-bold text-navy-950">{edit ? edit.heading : 'Total'}</dt>
        <dd className="text-2xl font-extrabold tracking-tight text-navy-950 tabular-nums">
          {/* A refund reads as the amount given back, not as a negative payment. */}
          {formatUsd(edit ? Math.abs(edit.amountDueCents) : totalCents)}
        </dd>
      </div>
    </>
  );
}

/** The order being paid for (SPEC section 2): each line item, donation, discounts and totals. */
export function PurchaseDetails({
  cart,
  activities,
  activityTimes,
  donationLabel,
  cartHref,
  onRemoveDonation,
  isRemovingDonation,
  onRemoveCoupon,
  removingCouponId,
  headingRef,
  edit,
}: PurchaseDetailsProps) {
  return (
    <Card as="section" aria-labelledby="purchase-details-heading" className="p-5 sm:p-6">
      <div className="flex items-baseline justify-between gap-4 border-b border-navy-900/10 pb-4">
        <h2
          ref={headingRef}
          tabIndex={-1}
          id="purchase-details-heading"
          className="text-xl font-bold tracking-tight text-navy-950 sm:text-2xl"
        >
          Purchase Details
        </h2>
        <TextLink to={cartHref} className="text-sm">
          Edit Cart
        </TextLink>
      </div>
      <ul className="divide-y divide-navy-900/10 pt-5">
        {cart.lineItems.map((line) => (
          <PurchaseLineItem
            key={line.id}
            line={line}
            activity={activities.get(line.activityId)}
            session={activityTimes.get(line.eventId)}
          />
        ))}
      </ul>
      <dl className="mt-1 border-t border-navy-900/10 pt-4">
        {edit ? null : (
          <SummaryRow label="Subtotal" amount={formatUsd(dollarsToCents(cart.subtotal))} />
        )}
        {cart.appliedCoupons.map((applied) => (
          <CouponRow
            key={applied.id}
            applied={applied}
            onRemove={() => onRemoveCoupon(applied.id)}
            isRemoving={removingCouponId === applied.id}
          />
        ))}
        {cart.taxes > 0 ? (
          <SummaryRow label="Taxes" amount={formatUsd(dollarsToCents(cart.taxes))} />
        ) : null}
        {cart.donationAmount > 0 ? (
          <SummaryRow
            label={donationLabel}
            amount={formatUsd(dollarsToCents(cart.donationAmount))}
            action={
              edit ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label="Remove donation"
                  onPress={onRemoveDonation}
                  isDisabled={isRemovingDonation}
                  className="px-2"
                >
                  Remove
                </Button>
              )
            }
          />
        ) : null}
        <Totals totalCents={Math.max(dollarsToCents(cart.total), 0)} edit={edit} />
      </dl>
    </Card>
  );
}

import type { Cart } from '@shop/core/cart';
import { dollarsToCents, formatUsd } from '@shop/core/money';
import { amountDue, amountDueHeading } from '@shop/core/order-edit';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { cartScreenTexts } from '../texts.ts';

export interface CartSummaryProps {
  cart: Cart;
  checkoutHref: string;
  activitiesHref: string;
  donationLabel: string;
  /** Edit mode: what the order paid, and whether anything differs from it yet. */
  edit?: { totalPaid: number; hasChanges: boolean } | undefined;
}

const money = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** The cart's subtotal, taxes and total, with the way on to checkout. */
export function CartSummary({
  cart,
  checkoutHref,
  activitiesHref,
  donationLabel,
  edit,
}: CartSummaryProps) {
  // In edit mode the way on appears only once something changed (SPEC section 2).
  const canContinue = !edit || edit.hasChanges;
  const totalCents = Math.max(0, dollarsToCents(cart.total));
  const paidCents = edit ? dollarsToCents(edit.totalPaid) : 0;
  const headingId = useId();
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className="self-start p-5 sm:p-6 lg:sticky lg:top-6"
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-navy-950">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-2 text-[0.9375rem]">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Subtotal</dt>
          <dd className="tabular-nums">{money(cart.subtotal)}</dd>
        </div>
        {/* Each coupon that takes something off, by its code (an edited order's too). */}
        {cart.appliedCoupons
          .filter((applied) => applied.discounts > 0)
          .map((applied) => (
            <div key={applied.id} className="flex justify-between gap-4">
              <dt className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-slate-700">
                <span className="rounded bg-glacier-100 px-1.5 py-0.5 font-mono text-xs font-semibold tracking-wide text-glacier-800">
                  {applied.coupon}
                </span>
                <span>{applied.description}</span>
              </dt>
              <dd className="shrink-0 tabular-nums">−{money(applied.discounts)}</dd>
            </div>
          ))}
        {cart.taxes > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">Taxes</dt>
            <dd className="tabular-nums">{money(cart.taxes)}</dd>
          </div>
        ) : null}
        {cart.donationAmount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{donationLabel}</dt>
            <dd className="tabular-nums">{money(cart.donationAmount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-navy-900/10 pt-3 text-lg font-bold text-navy-950">
          <dt>Total</dt>
          <dd className="tabular-nums">{money(Math.max(0, cart.total))}</dd>
        </div>
        {edit ? (
          <>
            <div className="flex justify-between gap-4 text-slate-700">
              <dt>{cartScreenTexts.alreadyPaid}</dt>
              <dd className="tabular-nums">{money(edit.totalPaid)}</dd>
            </div>
            {/* What the change adds (or gives back), as the checkout will say it. */}
            <div className="flex justify-between gap-4 font-semibold text-navy-950">
              <dt>{amountDueHeading(totalCents, paidCents)}</dt>
              <dd className="tabular-nums">
                {formatUsd(Math.abs(amountDue(totalCents, paidCents)))}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-col gap-2">
        {canContinue ? (
          <ButtonLink to={checkoutHref} size="lg" className="w-full">
            {cartScreenTexts.proceedToCheckout}
            <ArrowRightIcon className="size-5" />
          </ButtonLink>
        ) : (
          <p className="rounded-lg bg-glacier-50 p-3 text-sm text-slate-700">
            {cartScreenTexts.noChangesYet}
          </p>
        )}
        {/* Another activity would leave the order being edited. */}
        {edit ? null : (
          <ButtonLink to={activitiesHref} variant="ghost" className="w-full">
            {cartScreenTexts.addAnotherActivity}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}

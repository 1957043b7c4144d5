import type { MembershipOrder } from '@shop/core/membership-api';
import { dollarsToCents, formatUsd } from '@shop/core/money';
import { instantToShopWallTime } from '@shop/core/shop-time';
import { ConfirmationActions } from '../../../components/confirmation/confirmation-actions.tsx';
import { DonationThanks } from '../../../components/confirmation/donation-thanks.tsx';
import { DetailRow } from '../../../components/confirmation/detail-row.tsx';
import { OrderLink } from '../../../components/confirmation/order-link.tsx';
import { SentNotice } from '../../../components/confirmation/sent-notice.tsx';
import { WaiverLink } from '../../../components/confirmation/waiver-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { InfoIcon } from '../../../components/ui/icons.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { MembershipReceipt } from './membership-receipt.tsx';

const roleLabels: Record<MembershipOrder['members'][number]['role'], string> = {
  primary: 'Account holder',
  secondary: 'Included',
  addOn: 'Additional',
};

export interface MembershipConfirmationProps {
  order: MembershipOrder;
  /** 'Donation to {short name}'. */
  donationLabel: string;
  /** The order's capability link, for a buyer who is not logged in (decision 035). */
  orderHref?: string | undefined;
}

/** The membership thank-you page's body (SPEC section 2, membership confirmation). */
export function MembershipConfirmation({
  order,
  donationLabel,
  orderHref,
}: MembershipConfirmationProps) {
  const purchaseDate = formatLongDate(instantToShopWallTime(new Date(order.purchaseDate)).date);
  return (
    <div className="space-y-8">
      <SentNotice email={order.email}>A copy of your purchase has been sent to</SentNotice>

      {order.createdAccount ? (
        <p className="flex items-start gap-3 rounded-xl bg-white p-4 text-[0.9375rem] text-navy-900 ring-1 ring-navy-900/10 ring-inset sm:p-5">
          <InfoIcon className="mt-0.5 size-5 shrink-0 text-glacier-700" />
          <span>
            Your member account has been created. To log in later, choose a password with{' '}
            <TextLink to={paths.memberLookup.getHref()}>Forgot your password?</TextLink>
          </span>
        </p>
      ) : null}

      <Card as="section" aria-labelledby="order-summary-heading" className="p-5 sm:p-6">
        <h2 id="order-summary-heading" className="text-xl font-bold tracking-tight text-navy-950">
          Order Summary
        </h2>
        <dl className="mt-2 divide-y divide-navy-900/10">
          <DetailRow term="Order Number">{order.receipt}</DetailRow>
          <DetailRow term="Purchase Date">{purchaseDate}</DetailRow>
          <DetailRow term="Total">
            {formatUsd(Math.max(0, dollarsToCents(order.totalPaid)))} USD
          </DetailRow>
          {order.paymentMethod ? (
            <DetailRow term="Payment Method">{order.paymentMethod}</DetailRow>
          ) : null}
          <DetailRow term="Product">{order.membership.displayName}</DetailRow>
          <DetailRow term="Membership ID">{order.memberCode}</DetailRow>
          {order.expiresOn ? (
            <DetailRow term="Valid Through">{formatLongDate(order.expiresOn)}</DetailRow>
          ) : null}
        </dl>
      </Card>

      {order.members.length > 0 ? (
        <Card as="section" aria-labelledby="pass-holders-heading" className="p-5 sm:p-6">
          <h2 id="pass-holders-heading" className="text-xl font-bold tracking-tight text-navy-950">
            Pass Holders
          </h2>
          <ul className="mt-2 divide-y divide-navy-900/10">
            {order.members.map((member) => (
              <li
                key={member.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              >
                <span className="font-semibold text-navy-950">
                  {member.firstName} {member.lastName}
                  <span className="ml-2 text-sm font-medium text-slate-600">
                    {roleLabels[member.role]}
                  </span>
                </span>
                <span className="text-sm text-slate-700 tabular-nums">{member.memberCode}</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <MembershipReceipt receipt={order.breakdown} donationLabel={donationLabel} />

      {order.donationAmount > 0 ? (
        <DonationThanks label={donationLabel} amountCents={dollarsToCents(order.donationAmount)} />
      ) : null}

      {order.displayWaiver && order.waiver ? (
        <Card as="section" aria-labelledby="waiver-heading" className="p-5 sm:p-6">
          <h2 id="waiver-heading" className="text-xl font-bold tracking-tight text-navy-950">
            Skip the line
          </h2>
          <p className="mt-1 text-slate-700">Sign the membership waiver online before you visit.</p>
          <WaiverLink href={order.waiver} className="mt-4">
            Sign Waiver
          </WaiverLink>
        </Card>
      ) : null}

      {orderHref ? <OrderLink href={orderHref} /> : null}

      <ConfirmationActions />
    </div>
  );
}

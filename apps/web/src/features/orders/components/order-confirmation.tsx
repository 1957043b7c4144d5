import type { LineItem } from '@shop/core/cart';
import type { Activity } from '@shop/core/catalogue';
import { dollarsToCents, formatUsd } from '@shop/core/money';
import { CASH_PAYMENT_METHOD, type Order } from '@shop/core/order-api';
import { orderCancellationTexts } from '@shop/core/order-cancellation-texts';
import { orderEditTexts } from '@shop/core/order-edit';
import { ConfirmationActions } from '../../../components/confirmation/confirmation-actions.tsx';
import { DonationThanks } from '../../../components/confirmation/donation-thanks.tsx';
import { DetailRow } from '../../../components/confirmation/detail-row.tsx';
import { OrderLink } from '../../../components/confirmation/order-link.tsx';
import { SentNotice } from '../../../components/confirmation/sent-notice.tsx';
import { WaiverLink } from '../../../components/confirmation/waiver-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PictureFrame } from '../../../components/ui/picture-frame.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { orderFileUrls } from '../api/get-order.ts';
import { countTicketTypes, dateLabel, formatLineStart } from '../lib/describe-line-item.ts';
import { OrderCancellationNotice } from './order-cancellation-notice.tsx';
import { OrderChangeNotice } from './order-change-notice.tsx';

function LineItemSummary({
  line,
  activity,
  isCancelled,
}: {
  line: LineItem;
  activity: Activity | undefined;
  isCancelled: boolean;
}) {
  const ticketTypes = countTicketTypes(line);
  // Dates show only when the activity is known to show them (the default is hidden).
  const showsDate = line.timed && activity !== undefined && !activity.hideCalendarAndDates;
  return (
    <Card as="li" className="p-5 sm:p-6">
      <div className="flex gap-4">
        <PictureFrame
          src={line.thumbnail}
          width={64}
          height={64}
          className="hidden size-16 shrink-0 rounded-lg sm:block"
          iconClassName="size-7"
        />
        <dl className="min-w-0 flex-1 divide-y divide-navy-900/10">
          <DetailRow term="Product">{line.displayName}</DetailRow>
          {showsDate ? <DetailRow term={dateLabel(line)}>{formatLineStart(line)}</DetailRow> : null}
          {isCancelled ? (
            <DetailRow term="Status">
              <span className="text-red-800">Cancelled</span>
            </DetailRow>
          ) : null}
          <DetailRow term={ticketTypes.length === 1 ? 'Ticket Type' : 'Ticket Types'}>
            <ul className="space-y-0.5">
              {ticketTypes.map((type) => (
                <li key={type.name}>
                  <span className="tabular-nums">{type.count}</span> × {type.name}
                </li>
              ))}
            </ul>
          </DetailRow>
        </dl>
      </div>
    </Card>
  );
}

export interface OrderConfirmationProps {
  order: Order;
  activities: ReadonlyMap<number, Activity>;
  /** "Donation to {short name}". */
  donationLabel: string;
}

/** The tickets to print or keep on a phone, and the sessions for the visitor's calendar. */
function OrderFileLinks({ orderToken }: { orderToken: string }) {
  const urls = orderFileUrls(orderToken);
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <a href={urls.ticketsPdf} download className={buttonStyles({ variant: 'secondary' })}>
        Download tickets (PDF)
      </a>
      <a href={urls.calendar} download className={buttonStyles({ variant: 'secondary' })}>
        Add to calendar
      </a>
    </div>
  );
}

/** The ticket order thank-you page's body (SPEC section 2, ticket confirmation page). */
export function OrderConfirmation({ order, activities, donationLabel }: OrderConfirmationProps) {
  const couponSavingsCents = order.coupons.reduce(
    (sum, coupon) => sum + dollarsToCents(coupon.discounts),
    0,
  );
  const waivers = order.displayWaivers ? order.waivers : [];
  const { cancellation } = order;
  const cancelledSessions = new Set(cancellation?.sessions.map((s) => s.activityTimeId));
  const centsOf = (status: Order['refunds'][number]['status']) =>
    order.refunds
      .filter((refund) => refund.status === status)
      .reduce((sum, refund) => sum + dollarsToCents(refund.amount), 0);
  const refundedCents = centsOf('succeeded');
  const owedCents = centsOf('owed');
  return (
    <div className="space-y-8">
      {cancellation ? <OrderCancellationNotice cancellation={cancellation} order={order} /> : null}
      {order.lastChange ? <OrderChangeNotice change={order.lastChange} /> : null}

      {/* Nothing of a cancelled order is left to download (decision 073). */}
      {cancellation?.wholeOrder ? null : (
        <SentNotice email={order.email} end=".">
          Your ticket downloads and a copy of your receipt have been sent to
        </SentNotice>
      )}

      {/* A wide screen shows the summary beside the tickets rather than a column on its left. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <Card as="section" aria-labelledby="order-summary-heading" className="p-5 sm:p-6">
          <h2 id="order-summary-heading" className="text-xl font-bold tracking-tight text-navy-950">
            Order Summary
          </h2>
          <dl className="mt-2 divide-y divide-navy-900/10">
            <DetailRow term="Order Number">{order.receipt}</DetailRow>
            <DetailRow term="Purchase Total">
              {formatUsd(Math.max(dollarsToCents(order.totalPaid), 0))}
            </DetailRow>
            {order.coupons.length > 0 ? (
              <DetailRow term="Coupon Savings">{formatUsd(couponSavingsCents)}</DetailRow>
            ) : null}
            {order.paymentMethod ? (
              <DetailRow term="Payment Method">{order.paymentMethod}</DetailRow>
            ) : null}
            {refundedCents > 0 ? (
              <DetailRow term="Refunded">
                {formatUsd(refundedCents)}
                {order.paymentMethod && order.paymentMethod !== CASH_PAYMENT_METHOD
                  ? ` to ${order.paymentMethod}`
                  : ''}
              </DetailRow>
            ) : null}
            {owedCents > 0 ? (
              <DetailRow term="Cash to Collect">
                {formatUsd(owedCents)} at the ticket window
              </DetailRow>
            ) : null}
          </dl>
        </Card>

        <section aria-labelledby="order-items-heading">
          <h2 id="order-items-heading" className="text-xl font-bold tracking-tight text-navy-950">
            Your Tickets
          </h2>
          <ul className="mt-4 space-y-4">
            {order.cart.lineItems.map((line) => (
              <LineItemSummary
                key={line.id}
                line={line}
                activity={activities.get(line.activityId)}
                isCancelled={cancelledSessions.has(line.eventId)}
              />
            ))}
          </ul>
          {cancellation?.wholeOrder ? null : <OrderFileLinks orderToken={order.token} />}
        </section>
      </div>

      {order.donationAmountAmount > 0 ? (
        <DonationThanks
          label={donationLabel}
          amountCents={dollarsToCents(order.donationAmountAmount)}
        />
      ) : null}

      {waivers.length > 0 ? (
        <Card as="section" aria-labelledby="waivers-heading" className="p-5 sm:p-6">
          <h2 id="waivers-heading" className="text-xl font-bold tracking-tight text-navy-950">
            Skip the line
          </h2>
          <p className="mt-1 text-slate-700">Sign your waivers online before you arrive.</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {waivers.map((waiver) => (
              <li key={waiver.waiverLink}>
                <WaiverLink href={waiver.waiverLink}>Sign {waiver.waiverName}</WaiverLink>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {/* Ticket buyers have no account: the order's link is their way back to it. */}
      <OrderLink href={paths.orderConfirmation.getHref(order.token)} />

      {/* Staff refunded some of it: the server refuses an edit, so none is offered (decision 057). */}
      {cancellation ? (
        <p className="text-[0.9375rem] text-navy-900">{orderCancellationTexts.noEdit}</p>
      ) : order.hasStaffRefund ? (
        <p className="text-[0.9375rem] text-navy-900">{orderEditTexts.refundedByStaff}</p>
      ) : (
        <p className="text-[0.9375rem] text-navy-900">
          Need to edit this order?{' '}
          <TextLink to={paths.orderEdit.getHref(order.token)}>Click Here</TextLink>
        </p>
      )}

      <ConfirmationActions />
    </div>
  );
}

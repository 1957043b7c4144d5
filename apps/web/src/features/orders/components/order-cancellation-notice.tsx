import { dollarsToCents, formatUsd } from '@shop/core/money';
import { CASH_PAYMENT_METHOD, type Order } from '@shop/core/order-api';
import { orderCancellationTexts as texts } from '@shop/core/order-cancellation-texts';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { formatLineStart } from '../lib/describe-line-item.ts';

type Cancellation = NonNullable<Order['cancellation']>;

/** 'Extreme Zipline Tour on 10 December, 2026 at 12:00 PM was cancelled: High winds.' */
function sessionSentence(session: Cancellation['sessions'][number]): string {
  const when = session.timed ? ` on ${formatLineStart(session)}` : '';
  const reason = session.reason ? `: ${session.reason.replace(/\.$/, '')}.` : '.';
  return `${session.activity}${when} was cancelled${reason}`;
}

/** What one refund did with the money, or what waits at the ticket window (decision 073). */
export function refundSentence(
  refund: Order['refunds'][number],
  order: Pick<Order, 'paymentMethod' | 'receipt'>,
): string {
  const amount = formatUsd(dollarsToCents(refund.amount));
  if (refund.status === 'owed') return texts.cashToCollect(amount, order.receipt);
  if (refund.status === 'pending') return texts.refundPending(amount);
  if (order.paymentMethod === CASH_PAYMENT_METHOD) return texts.refundedInCash(amount);
  return `${texts.refundedToCard(amount, order.paymentMethod)} ${texts.refundTiming}`;
}

/**
 * The order page's first word after the shop cancelled a session of it (decision 073): which
 * session and why, then each refund: to which card, or the cash to collect at the window.
 */
export function OrderCancellationNotice({
  cancellation,
  order,
}: {
  cancellation: Cancellation;
  order: Pick<Order, 'paymentMethod' | 'receipt' | 'refunds'>;
}) {
  return (
    <section
      aria-labelledby="order-cancelled-heading"
      className="flex items-start gap-3 rounded-xl bg-white p-4 text-[0.9375rem] text-navy-900 ring-1 ring-red-800/25 ring-inset sm:p-5"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-800" />
      <div className="min-w-0 space-y-2">
        <h2 id="order-cancelled-heading" className="font-semibold text-navy-950">
          {texts.heading(cancellation.sessions.length)}
        </h2>
        <ul className="space-y-1">
          {cancellation.sessions.map((session) => (
            <li key={session.activityTimeId}>{sessionSentence(session)}</li>
          ))}
        </ul>
        {order.refunds.length > 0 ? (
          <ul className="space-y-1">
            {order.refunds.map((refund, index) => (
              <li key={index} className="font-semibold">
                {refundSentence(refund, order)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

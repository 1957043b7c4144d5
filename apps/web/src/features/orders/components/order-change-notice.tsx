import { dollarsToCents } from '@shop/core/money';
import {
  describePaymentChange,
  orderChangeTexts,
  type OrderPaymentChange,
} from '@shop/core/order-api';
import { InfoIcon } from '../../../components/ui/icons.tsx';

/**
 * After a change to the order, what it did with the money and on which card (issue 17 item 6):
 * the same sentence the change's e-mail says.
 */
export function OrderChangeNotice({ change }: { change: OrderPaymentChange }) {
  const sentence = describePaymentChange({
    kind: change.kind,
    amountCents: dollarsToCents(change.amount),
    paymentMethod: change.paymentMethod,
  });
  return (
    <section
      aria-labelledby="order-change-heading"
      className="flex items-start gap-3 rounded-xl bg-white p-4 text-[0.9375rem] text-navy-900 ring-1 ring-navy-900/10 ring-inset sm:p-5"
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-glacier-700" />
      <div>
        <h2 id="order-change-heading" className="font-semibold text-navy-950">
          {orderChangeTexts.heading}
        </h2>
        <p className="mt-1">
          <strong className="font-semibold">{sentence}.</strong>
          {change.kind === 'refund' ? ` ${orderChangeTexts.refundTiming}` : null}
        </p>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';

/**
 * A checkout page's body: the flash box across the top, then what is being bought (with its
 * coupon and donation forms) beside the payment form, stacked on small screens.
 */
export function CheckoutLayout({
  flash,
  summary,
  paymentForm,
}: {
  flash: ReactNode;
  summary: ReactNode;
  paymentForm: ReactNode;
}) {
  return (
    <div className="space-y-6">
      {flash}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
        <div className="space-y-6">{summary}</div>
        {paymentForm}
      </div>
    </div>
  );
}

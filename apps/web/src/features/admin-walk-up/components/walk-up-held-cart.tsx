import type { Cart } from '@shop/core/cart';
import { dollarsToCents, formatUsd } from '@shop/core/money';
import { Button } from '../../../components/ui/button.tsx';
import { describeHeldTicket } from '../lib/walk-up-members.ts';
import { useFocusWhenShown } from '../../../hooks/use-focus-when-shown.ts';

/** The places held for the sale: what is in the cart (each attendee), and the total to take. */
export function WalkUpHeldCart({ cart, onCancel }: { cart: Cart; onCancel: () => void }) {
  // Shown once a hold succeeds, in place of the tickets form whose button was pressed: focus goes
  // to its heading, not to the page, and the payment form is the next Tab stop after it.
  const headingRef = useFocusWhenShown<HTMLHeadingElement>();
  return (
    <div className="space-y-2 rounded-xl bg-glacier-50 p-4 ring-1 ring-navy-900/10 ring-inset">
      <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-navy-950 outline-none">
        Tickets held
      </h2>
      <ul className="text-navy-900">
        {cart.lineItems.flatMap((line) =>
          line.lineItemTickets.map((ticket) => (
            <li key={ticket.id}>{describeHeldTicket(ticket, line.displayName)}</li>
          )),
        )}
      </ul>
      <p className="text-sm text-slate-700">
        Subtotal {formatUsd(dollarsToCents(cart.subtotal))}, taxes{' '}
        {formatUsd(dollarsToCents(cart.taxes))}
      </p>
      <Button variant="ghost" size="sm" onPress={onCancel}>
        Change the tickets
      </Button>
    </div>
  );
}

import type { Cart } from '@shop/core/cart';
import { dollarsToCents, formatUsd } from '@shop/core/money';
import { Button } from '../../../components/ui/button.tsx';
import { describeHeldTicket } from '../lib/walk-up-members.ts';

/** The places held for the sale: what is in the cart (each attendee), and the total to take. */
export function WalkUpHeldCart({ cart, onCancel }: { cart: Cart; onCancel: () => void }) {
  return (
    <div className="space-y-2 rounded-xl bg-glacier-50 p-4 ring-1 ring-navy-900/10 ring-inset">
      <p className="font-semibold text-navy-950">Tickets held</p>
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

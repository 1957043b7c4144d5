import type { LineItem } from '@shop/core/cart';
import { dollarsToCents, formatPrice, formatUsd } from '@shop/core/money';
import { BookingDetailsList } from '../../../components/booking-details-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { groupTicketsByType } from '../lib/line-tickets.ts';
import { describeLineWhen } from '../lib/session-labels.ts';

/** Changing a line's booking details from the review: the line, and what reopens the dialog. */
export interface BookingDetailsEdit {
  lineId: number;
  onEdit: () => void;
  /**
   * A change of the line is being saved. The button stays enabled, as the attendees' Edit
   * buttons do (the action ignores presses meanwhile): disabled, it lost the focus the dialog
   * gave back to it on closing.
   */
  isBusy: boolean;
}

/**
 * What a coupon took off a line (an order's change keeps its coupon): its tickets' subtotals and
 * taxes less what the line costs, with the codes that did it.
 */
function lineDiscountOf(line: LineItem): { cents: number; codes: string[] } {
  const subtotals = line.lineItemTickets.reduce(
    (sum, ticket) => sum + dollarsToCents(ticket.subtotal),
    0,
  );
  const codes = line.lineItemTickets.flatMap((ticket) => (ticket.coupon ? [ticket.coupon] : []));
  return {
    cents: subtotals + dollarsToCents(line.taxes) - dollarsToCents(line.total),
    codes: [...new Set(codes)],
  };
}

/**
 * The selections so far: each line with its tickets by type, its discount and taxes, then its
 * booking details (with a way to change them), and the total, which the rows above add up to.
 */
export function SelectionReview({
  lines,
  bookingDetailsEdit,
}: {
  lines: LineItem[];
  bookingDetailsEdit?: BookingDetailsEdit | undefined;
}) {
  if (lines.length === 0) {
    return <p className="text-slate-600">Your selections appear here as you add tickets.</p>;
  }
  const total = lines.reduce((sum, line) => sum + dollarsToCents(line.total), 0);
  return (
    <div className="space-y-5">
      {lines.map((line) => (
        <article
          key={line.id}
          aria-label={line.displayName}
          className="rounded-xl bg-glacier-50 p-4 ring-1 ring-glacier-600/15 sm:p-5"
        >
          <h3 className="font-bold text-navy-950">{line.displayName}</h3>
          <p className="text-sm text-slate-700">{describeLineWhen(line)}</p>
          <ul className="mt-3 space-y-1.5">
            {groupTicketsByType(line).map((group) => (
              <li key={group.key} className="flex justify-between gap-4 text-[0.9375rem]">
                <span>
                  <span className="font-semibold tabular-nums">{group.quantity}</span> ×{' '}
                  {group.displayName}
                </span>
                <span className="tabular-nums">{formatPrice(dollarsToCents(group.subtotal))}</span>
              </li>
            ))}
          </ul>
          <LineDiscount line={line} />
          {line.taxes > 0 ? (
            <p className="mt-2 flex justify-between text-sm text-slate-700">
              <span>Taxes</span>
              <span className="tabular-nums">{formatUsd(dollarsToCents(line.taxes))}</span>
            </p>
          ) : null}
          <BookingDetails
            line={line}
            edit={bookingDetailsEdit?.lineId === line.id ? bookingDetailsEdit : undefined}
          />
        </article>
      ))}
      <p className="flex items-baseline justify-between border-t border-navy-900/10 pt-4 text-lg font-bold text-navy-950">
        <span>Total</span>
        <span className="tabular-nums">{formatUsd(total)}</span>
      </p>
    </div>
  );
}

function LineDiscount({ line }: { line: LineItem }) {
  const discount = lineDiscountOf(line);
  if (discount.cents <= 0) return null;
  return (
    <p className="mt-2 flex justify-between gap-4 text-sm text-slate-700">
      <span>{discount.codes.length ? `Discount (${discount.codes.join(', ')})` : 'Discount'}</span>
      <span className="tabular-nums">−{formatUsd(discount.cents)}</span>
    </p>
  );
}

function BookingDetails({ line, edit }: { line: LineItem; edit: BookingDetailsEdit | undefined }) {
  return (
    <BookingDetailsList
      udfs={line.bookingUdfs}
      className="mt-4 border-t border-navy-900/10 pt-3"
      aria-busy={edit?.isBusy || undefined}
    >
      {edit ? (
        <Button variant="secondary" size="sm" className="mt-3" onPress={edit.onEdit}>
          Edit Booking Details
        </Button>
      ) : null}
    </BookingDetailsList>
  );
}

import { formatUsd } from '@shop/core/money';
import { placeLabelsOf, type AdminOrder } from '@shop/core/order-admin-api';
import { PlaceState } from './place-state.tsx';

const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'America/Denver',
});

function Answers({ answers }: { answers: { label: string; value: string }[] }) {
  if (answers.length === 0) return null;
  return (
    <dl className="mt-1 grid gap-x-3 text-xs text-slate-600 sm:grid-cols-[auto_1fr]">
      {answers.map((answer) => (
        <div key={answer.label} className="contents">
          <dt className="font-semibold">{answer.label}</dt>
          <dd>{answer.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The order's lines: activity, session, booking answers, and each ticket with its money. */
export function OrderTickets({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="tickets-heading" className="min-w-0 space-y-4">
      <h2 id="tickets-heading" className="text-xl font-bold text-navy-950">
        Tickets
      </h2>
      {order.lines.map((line) => {
        const labels = placeLabelsOf(line.tickets);
        return (
          // A focusable, named region: the table may be wider than the page and scroll.
          <div
            key={line.lineItemId}
            role="region"
            aria-label={`Tickets for ${line.activity}`}
            tabIndex={0}
            className="relative overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5 outline-none focus-visible:ring-2 focus-visible:ring-glacier-600"
          >
            <div className="border-b border-navy-900/10 px-4 py-3">
              <h3 className="font-semibold text-navy-950">{line.activity}</h3>
              <p className="text-sm text-navy-800">
                {line.session} ·{' '}
                <time dateTime={line.startsAt}>{when.format(new Date(line.startsAt))}</time>
              </p>
              <Answers answers={line.answers} />
            </div>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Tickets for {line.activity}</caption>
              <thead className="bg-glacier-50 text-navy-900">
                <tr>
                  {[
                    'Ticket',
                    'Places and check-in',
                    'Qty',
                    'Refunded',
                    'Price',
                    'Discount',
                    'Tax',
                    'Total',
                  ].map((label) => (
                    <th
                      key={label}
                      scope="col"
                      className="px-3 py-2 font-semibold whitespace-nowrap"
                    >
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-navy-900/10 text-navy-800">
                {line.tickets.map((ticket) => (
                  <tr key={ticket.id}>
                    <td className="px-3 py-2">
                      <span className="font-semibold text-navy-950">{ticket.name}</span>
                      {ticket.coupon ? (
                        <span className="block text-xs text-slate-600">Coupon {ticket.coupon}</span>
                      ) : null}
                    </td>
                    <td className="min-w-52 px-3 py-2">
                      {ticket.places.length === 0 ? (
                        (ticket.attendee ?? 'Add-on, no check-in')
                      ) : (
                        <ul className="space-y-1">
                          {ticket.places.map((place) => (
                            <li key={place.n}>
                              <span className="block font-medium text-navy-950">
                                {labels.get(`${ticket.id}:${place.n}`)}
                              </span>
                              <span className="block text-xs">
                                <PlaceState place={place} />
                              </span>
                            </li>
                          ))}
                        </ul>
                      )}
                      <Answers answers={ticket.answers} />
                    </td>
                    <td className="px-3 py-2">{ticket.quantity}</td>
                    <td className="px-3 py-2">{ticket.refundedQuantity}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatUsd(ticket.unitPriceCents)}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatUsd(ticket.discountCents)}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatUsd(ticket.taxCents)}</td>
                    <td className="px-3 py-2 font-semibold whitespace-nowrap text-navy-950">
                      {formatUsd(ticket.totalCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}

/** The order's money: what it cost, what was paid and refunded, what is left. */
export function OrderMoney({ order }: { order: AdminOrder }) {
  // [label, cents, whether it is taken off]
  const rows: [string, number, boolean][] = [
    ['Subtotal', order.subtotalCents, false],
    ...order.coupons.map((coupon): [string, number, boolean] => [
      `Coupon ${coupon.code}`,
      coupon.discountCents,
      true,
    ]),
    ['Taxes', order.taxCents, false],
    ['Donation', order.donationCents, false],
    ['Total paid', order.totalPaidCents, false],
    // A box-office cash sale: the notes handed over and the change given back (decision 072).
    ...(order.cash
      ? ([
          ['Cash tendered', order.cash.tenderedCents, false],
          ['Change given', order.cash.changeCents, false],
        ] satisfies [string, number, boolean][])
      : []),
    ['Refunded', order.refundedCents, order.refundedCents > 0],
    ['Left to refund', order.refundableCents, false],
  ];
  return (
    <section
      aria-labelledby="money-heading"
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5"
    >
      <h2 id="money-heading" className="text-lg font-bold text-navy-950">
        Money
      </h2>
      <dl className="mt-2 divide-y divide-navy-900/10 text-sm">
        {rows.map(([label, cents, isTakenOff]) => (
          <div key={label} className="flex justify-between gap-4 py-1.5">
            <dt className="text-navy-800">{label}</dt>
            <dd className="font-semibold text-navy-950 tabular-nums">
              {isTakenOff ? `−${formatUsd(cents)}` : formatUsd(cents)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

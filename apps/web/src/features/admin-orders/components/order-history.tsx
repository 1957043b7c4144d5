import { pluralize } from '@shop/core/vacancy';
import { formatUsd } from '@shop/core/money';
import type { AdminOrder } from '@shop/core/order-admin-api';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';

const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Denver',
});

const paymentKinds: Record<string, string> = {
  purchase: 'Charge',
  credit: 'Refund',
  void: 'Void',
};

const placesOf = (count: number) => `${count} ${pluralize('place', count)}`;

function HistoryList({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: { key: string | number; at: string; children: ReactNode }[];
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5"
    >
      <h2 id={id} className="text-lg font-bold text-navy-950">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-navy-900/10 text-sm text-navy-800">
          {items.map((item) => (
            <li key={item.key} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span className="min-w-0">{item.children}</span>
              <time dateTime={item.at} className="text-xs whitespace-nowrap text-slate-600">
                {when.format(new Date(item.at))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What was done to the order: payments, refunds, edits and the e-mails sent. */
export function OrderHistory({ order }: { order: AdminOrder }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <HistoryList
        id="payments-heading"
        title="Payments"
        empty={
          order.paymentMethod === 'cash'
            ? 'Paid in cash at the box office.'
            : 'No card payment (a free order).'
        }
        items={order.payments.map((payment, index) => ({
          key: index,
          at: payment.createdAt,
          children: (
            <>
              {paymentKinds[payment.kind] ?? payment.kind} {formatUsd(payment.amountCents)}{' '}
              {payment.succeeded ? null : <Badge>Failed</Badge>}
            </>
          ),
        }))}
      />
      <HistoryList
        id="refunds-heading"
        title="Refunds"
        empty="Nothing refunded."
        items={order.refunds.map((refund) => ({
          key: refund.id,
          at: refund.createdAt,
          children: (
            <>
              <span className="font-semibold text-navy-950">{formatUsd(refund.amountCents)}</span>{' '}
              {refund.method === 'cash' ? 'in cash, ' : ''}
              {refund.wholeOrder
                ? 'whole order'
                : placesOf(refund.tickets.reduce((sum, t) => sum + t.quantity, 0))}{' '}
              <Badge tone={refund.status === 'succeeded' ? 'info' : 'neutral'}>
                {refund.status === 'owed' ? 'owed at the window' : refund.status}
              </Badge>
              <span className="block text-xs text-slate-600">
                {refund.staffName ?? refund.staffEmail ?? 'Unknown'}
                {refund.reason ? ` · ${refund.reason}` : ''}
                {refund.message && refund.status === 'failed' ? ` · ${refund.message}` : ''}
              </span>
            </>
          ),
        }))}
      />
      <HistoryList
        id="edits-heading"
        title="Placed and edited"
        empty="No history."
        items={order.edits.map((edit, index) => ({
          key: index,
          at: edit.createdAt,
          children: (
            <>
              {edit.kind === 'placed' ? 'Placed' : 'Edited'} by {edit.actor}
              {edit.chargedCents > 0 ? ` · charged ${formatUsd(edit.chargedCents)}` : ''}
              {edit.refundedCents > 0 ? ` · refunded ${formatUsd(edit.refundedCents)}` : ''}
            </>
          ),
        }))}
      />
      <HistoryList
        id="emails-heading"
        title="E-mails"
        empty="No e-mail queued."
        items={order.emails.map((email) => ({
          key: email.id,
          at: email.createdAt,
          children: (
            <>
              Confirmation to {order.customer.email}{' '}
              <Badge tone={email.status === 'sent' ? 'info' : 'neutral'}>{email.status}</Badge>
            </>
          ),
        }))}
      />
    </div>
  );
}

import {
  accountOrdersTexts,
  type AccountOrder,
  type AccountOrderSession,
} from '@shop/core/account-orders-api';
import { dollarsToCents, formatUsd } from '@shop/core/money';
import { formatCalendarDate, formatClockTime } from '@shop/core/shop-time';
import { pluralize } from '@shop/core/vacancy';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingShapes } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccountOrders } from '../api/get-account-orders.ts';

function describeSession(session: AccountOrderSession): string {
  if (session.date === null) return `${session.activity} · Any day`;
  const day = formatCalendarDate(session.date);
  return `${session.activity} · ${day}${session.time ? `, ${formatClockTime(session.time)}` : ''}`;
}

/** One order: when, what, how much, and its link (its confirmation, opened by its token). */
function OrderItem({ order }: { order: AccountOrder }) {
  return (
    <Card as="li" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-6 sm:p-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-bold text-navy-950">Order {order.receipt}</span>
          <span className="text-sm text-slate-700">
            Placed {formatCalendarDate(order.placedOn)}
          </span>
          {order.refunded ? <Badge>{accountOrdersTexts.refunded}</Badge> : null}
        </p>
        <ul className="mt-1.5 space-y-0.5 text-[0.9375rem] text-navy-800">
          {order.sessions.map((session, index) => (
            <li key={index}>{describeSession(session)}</li>
          ))}
        </ul>
      </div>
      <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:gap-1">
        <p className="text-sm text-slate-700">
          {order.places} {pluralize('ticket', order.places)} ·{' '}
          <span className="font-semibold text-navy-950">
            {formatUsd(dollarsToCents(order.totalPaid))}
          </span>
        </p>
        <TextLink to={paths.orderConfirmation.getHref(order.token)}>
          View order<span className="sr-only"> {order.receipt}</span>
        </TextLink>
      </div>
    </Card>
  );
}

/**
 * The account page's ticket orders (issue 31, decision 092): those placed while logged in,
 * newest first, ten a page with a way to older ones.
 */
export function AccountOrders({ token }: { token: string }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const orders = useAccountOrders(token, page);

  let content;
  if (orders.isPending) {
    content = <LoadingShapes label="Loading your orders…" shapes={['h-24 rounded-2xl']} />;
  } else if (orders.isError) {
    content = (
      <Alert tone="error" role="alert" title={accountOrdersTexts.loadFailed}>
        <Button variant="secondary" size="sm" onPress={() => void orders.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  } else if (orders.data.meta.total === 0) {
    content = <p className="text-navy-800">{accountOrdersTexts.empty}</p>;
  } else {
    const { meta } = orders.data;
    const pages = Math.max(1, Math.ceil(meta.total / meta.pageSize));
    content = (
      <>
        <ul className="space-y-3" aria-labelledby={headingId}>
          {orders.data.data.map((order) => (
            <OrderItem key={order.token} order={order} />
          ))}
        </ul>
        {pages > 1 ? (
          <nav
            aria-label="Pages of your orders"
            className="flex flex-wrap items-center justify-between gap-3"
          >
            <Button
              variant="secondary"
              size="sm"
              isDisabled={page <= 1}
              onPress={() => setPage(page - 1)}
            >
              Newer orders
            </Button>
            <p className="text-sm text-slate-700" aria-live="polite">
              Page {page} of {pages}
            </p>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={page >= pages}
              onPress={() => setPage(page + 1)}
            >
              Older orders
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-navy-950">
          {accountOrdersTexts.heading}
        </h2>
        <p className="mt-1 text-[0.9375rem] text-slate-700">{accountOrdersTexts.intro}</p>
      </div>
      {content}
    </section>
  );
}

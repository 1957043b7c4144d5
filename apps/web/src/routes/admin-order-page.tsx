import { useState } from 'react';
import type { StaffSession } from '@shop/core/staff-api';
import { useOutletContext, useParams } from 'react-router';
import { Button, buttonStyles } from '../components/ui/button.tsx';
import { cn } from '../components/ui/cn.ts';
import { LoadingShapes } from '../components/ui/skeleton.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { useAdminOrder } from '../features/admin-orders/api/orders.ts';
import { OrderHistory } from '../features/admin-orders/components/order-history.tsx';
import { OrderNotes } from '../features/admin-orders/components/order-notes.tsx';
import { OrderStatusBadge } from '../features/admin-orders/components/order-status-badge.tsx';
import { OrderMoney, OrderTickets } from '../features/admin-orders/components/order-tickets.tsx';
import { RefundDialog } from '../features/admin-orders/components/refund-dialog.tsx';
import { ResendConfirmationDialog } from '../features/admin-orders/components/resend-confirmation-dialog.tsx';
import { adminPaths } from '../features/admin-shared/admin-paths.ts';
import { pageTitleClasses } from '../features/admin-shared/components/admin-page-heading.tsx';
import { QueryFailure } from '../features/admin-shared/components/query-states.tsx';
import { walkUpTicketsUrl } from '../features/admin-walk-up/api/walk-up.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Denver',
});

/** The tickets PDF the walk-up's "Sale complete" prints (decision 084), to print or keep. */
function TicketsPdfLinks({ orderId, receipt }: { orderId: number; receipt: string }) {
  return (
    <>
      <a
        href={walkUpTicketsUrl(orderId)}
        target="_blank"
        rel="noopener"
        className={buttonStyles({ variant: 'secondary' })}
      >
        Print tickets
      </a>
      <a
        href={walkUpTicketsUrl(orderId)}
        download={`tickets-${receipt}.pdf`}
        className={buttonStyles({ variant: 'secondary' })}
      >
        Download tickets (PDF)
      </a>
    </>
  );
}

/** `/admin/orders/:id`: the order, its money and history, refunds, resend and notes. */
export default function AdminOrderPage() {
  const id = Number(useParams().id);
  const order = useAdminOrder(id);
  usePageTitle(order.data ? `Order ${order.data.receipt}` : 'Order');
  const [dialog, setDialog] = useState<'refund' | 'resend' | null>(null);
  const { permissions } = useOutletContext<StaffSession>();

  if (order.isPending)
    return (
      <LoadingShapes
        label="Loading the order"
        shapes={['h-10 w-64', 'h-40 w-full', 'h-40 w-full']}
        className="space-y-3"
      />
    );
  if (order.isError)
    return (
      <div className="space-y-4">
        <TextLink to={adminPaths.orders}>Back to orders</TextLink>
        <QueryFailure query={order} title="The order could not be loaded." />
      </div>
    );
  const data = order.data;
  const hasPlacesLeft = data.lines.some((line) =>
    line.tickets.some((ticket) => ticket.refundedQuantity < ticket.quantity),
  );
  // The tickets PDF the walk-up's "Sale complete" prints (decision 084): only places with a code.
  const hasTickets = data.lines.some((line) =>
    line.tickets.some((ticket) => ticket.places.some((place) => !place.refunded)),
  );

  return (
    <div className="space-y-6">
      <TextLink to={adminPaths.orders}>Back to orders</TextLink>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={cn('flex flex-wrap items-center gap-3', pageTitleClasses)}>
            Order {data.receipt} <OrderStatusBadge status={data.status} />
          </h1>
          <p className="mt-1 text-navy-800">
            {data.customer.firstName} {data.customer.lastName}
            {data.customer.email ? ` · ${data.customer.email}` : ''}
            {data.customer.phone ? ` · ${data.customer.phone}` : ''} · placed{' '}
            <time dateTime={data.createdAt}>{when.format(new Date(data.createdAt))}</time>
            {data.paymentMethod ? ` · ${data.paymentMethod}` : ''}
            {data.soldBy ? ` · sold at the box office by ${data.soldBy.name}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {hasTickets ? <TicketsPdfLinks orderId={data.id} receipt={data.receipt} /> : null}
          <Button variant="secondary" onPress={() => setDialog('resend')}>
            Resend confirmation
          </Button>
          {permissions.refund === 'none' ? null : (
            <Button
              isDisabled={!hasPlacesLeft && data.refundableCents === 0}
              onPress={() => setDialog('refund')}
            >
              Refund…
            </Button>
          )}
        </div>
      </div>
      {/* The money beside the tickets only where the tickets' table still fits (its Total). */}
      <div className="grid items-start gap-6 2xl:grid-cols-[1fr_20rem]">
        <OrderTickets order={data} />
        <OrderMoney order={data} />
      </div>
      <OrderHistory order={data} />
      <OrderNotes order={data} />
      <RefundDialog
        key={data.refunds.length}
        order={data}
        refundLimitCents={permissions.refundLimitCents}
        isOpen={dialog === 'refund'}
        onOpenChange={(open) => setDialog(open ? 'refund' : null)}
      />
      <ResendConfirmationDialog
        order={data}
        isOpen={dialog === 'resend'}
        onOpenChange={(open) => setDialog(open ? 'resend' : null)}
      />
    </div>
  );
}

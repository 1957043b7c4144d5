import type { AdminSession } from '@shop/core/admin-sessions-api';
import { formatUsd } from '@shop/core/money';
import {
  cancelSessionBodySchema,
  sessionCancellationTexts,
  type SessionCancellation,
} from '@shop/core/session-cancellation-api';
import { formatClockTime } from '@shop/core/shop-time';
import { useRef, useState } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInputField } from '../../../components/ui/text-input-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { focusAfterAlertDialog } from '../../../lib/focus-after-dialog.ts';
import { adminPaths } from '../../admin-shared/admin-paths.ts';
import { ConfirmDialog } from '../../admin-shared/components/confirm-dialog.tsx';
import { useCancelSession, useSessionCancellation } from '../api/session-cancellation.ts';
import { dayName } from '../lib/session-month.ts';
import { RefusalAlert } from '../../admin-shared/components/refusal-alert.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Cards and cash counted apart (decision 073): 'N orders refunded to the cards they were paid
 * with; M cash orders owed at the window'.
 */
function refundedApart(counts: Pick<SessionCancellation, 'cardRefundedOrders' | 'cashOwedOrders'>) {
  const cards = `${plural(counts.cardRefundedOrders, 'order', 'orders')} refunded to the cards they were paid with`;
  if (counts.cashOwedOrders === 0) return cards;
  return `${cards}; ${plural(counts.cashOwedOrders, 'cash order', 'cash orders')} owed at the window`;
}

/** How far the refunds are: n of m orders, a bar, and the orders that failed. */
function CancellationProgress({ cancellation }: { cancellation: SessionCancellation }) {
  const isDone = cancellation.status === 'done';
  return (
    <div className="space-y-3" aria-live="polite">
      <p className="font-semibold text-navy-950">
        {isDone ? 'This session is cancelled.' : 'Cancelling this session…'}
      </p>
      <ProgressBar
        value={cancellation.refundedOrders}
        maxValue={Math.max(cancellation.orders, 1)}
        valueLabel={`${cancellation.refundedOrders} of ${cancellation.orders} orders refunded`}
        className="space-y-1"
      >
        {({ percentage, valueText }) => (
          <>
            <div className="flex justify-between gap-3 text-sm text-navy-800">
              <Label>Orders refunded</Label>
              <span>{valueText}</span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-navy-900/10">
              <div
                className="h-full rounded-full bg-glacier-700"
                style={{ width: `${cancellation.orders === 0 ? 100 : percentage}%` }}
              />
            </div>
          </>
        )}
      </ProgressBar>
      <p className="text-sm text-navy-800">
        {refundedApart(cancellation)}: {formatUsd(cancellation.refundedCents)} refunded
        {cancellation.cashOwedCents > 0
          ? `, ${formatUsd(cancellation.cashOwedCents)} in cash to hand over`
          : ''}
        {cancellation.reason ? ` · ${cancellation.reason}` : ''}
      </p>
      {cancellation.cashOwedOrders > 0 ? (
        <p className="text-sm text-navy-800">
          The box office finds the cash owed under{' '}
          <TextLink to={adminPaths.cashOwed}>Cash owed</TextLink> and records each hand-over.
        </p>
      ) : null}
      {cancellation.failures.length > 0 ? (
        <Alert tone="error" title="These orders could not be refunded">
          <ul className="list-disc pl-5">
            {cancellation.failures.map((failure) => (
              <li key={failure.orderId}>
                Order #{failure.receipt}: {failure.message}
              </li>
            ))}
          </ul>
          <p className="mt-1">Refund them from their order pages.</p>
        </Alert>
      ) : null}
    </div>
  );
}

/**
 * 'Cancel session' (weather, a breakdown): confirmed with how many orders and places it refunds,
 * then the refunds' progress, polled until every order is settled (decision 057).
 */
export function SessionCancel({ session }: { session: AdminSession }) {
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelSession({
    id: session.id,
    activityId: session.activityId,
    month: session.date.slice(0, 7),
  });
  const cancellation = useSessionCancellation(session.id, cancel.isPending);
  const label = `${dayName(session.date)}, ${formatClockTime(session.startTime)}`;
  const reasonError = cancelSessionBodySchema.safeParse({ reason }).error?.issues[0]?.message;
  // The progress replaces the button that opened the confirmation: focus goes to it.
  const statusRef = useRef<HTMLDivElement>(null);

  if (cancellation.isPending) return <Skeleton className="h-16 w-full" />;
  if (cancellation.isError)
    return <Alert tone="error" role="alert" title="The cancellation could not be loaded." />;
  const state = cancellation.data;
  return (
    <section
      aria-label="Cancel session"
      className="space-y-3 rounded-xl bg-glacier-50 p-4 ring-1 ring-navy-900/10"
    >
      <RefusalAlert error={cancel.error} fallback={sessionCancellationTexts.unanswered} />
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        {state.status !== 'not-cancelled' ? (
          <CancellationProgress cancellation={state} />
        ) : cancel.isPending ? (
          <p className="text-sm text-navy-800">Closing the session and starting the refunds…</p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-navy-800">
              Weather or a breakdown? Cancelling refunds {plural(state.orders, 'order', 'orders')} (
              {plural(state.placesToRefund, 'place', 'places')}) and closes the session.
            </p>
            <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
              Cancel session
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        isOpen={isOpen}
        title={`Cancel the session of ${label}?`}
        confirmLabel="Cancel session and refund"
        cancelLabel="Keep session"
        isConfirmDisabled={reasonError !== undefined}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          cancel.mutate(cancelSessionBodySchema.parse({ reason }));
          focusAfterAlertDialog(statusRef);
        }}
      >
        <div className="space-y-4">
          <p>
            {plural(state.orders, 'order', 'orders')} and{' '}
            {plural(state.placesToRefund, 'place', 'places')} will be refunded:{' '}
            {refundedApart(state)}. Each visitor is e-mailed (a cash buyer is told to collect the
            cash at the ticket window), and the session is cancelled for good: it cannot be
            reopened.
          </p>
          <TextInputField
            label="Reason (optional, shown in the e-mails)"
            // The harmless first stop: the confirming button is never where focus lands.
            autoFocus
            value={reason}
            onChange={setReason}
            error={reasonError}
          />
        </div>
      </ConfirmDialog>
    </section>
  );
}

import type { CashOwed } from '@shop/core/cash-owed-api';
import { cashOwedTexts } from '@shop/core/cash-owed-api';
import { formatUsd } from '@shop/core/money';
import { useRef, useState } from 'react';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { useCashOwed, useRecordCashHandedOver } from '../features/admin-orders/api/cash-owed.ts';
import { CashOwedTable } from '../features/admin-orders/components/cash-owed-table.tsx';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { showSaved } from '../features/admin-shared/components/admin-toasts.tsx';
import { ConfirmDialog } from '../features/admin-shared/components/confirm-dialog.tsx';
import { QueryStates } from '../features/admin-shared/components/query-states.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { focusAfterAlertDialog } from '../lib/focus-after-dialog.ts';
import { RefusalAlert } from '../features/admin-shared/components/refusal-alert.tsx';

/**
 * `/admin/cash-owed` (admins, managers, box office): the cash a cancelled session's buyers come
 * to collect at the window, and the record of each hand-over (decision 073).
 */
export default function AdminCashOwedPage() {
  usePageTitle('Cash owed');
  const owed = useCashOwed();
  const record = useRecordCashHandedOver();
  const [confirming, setConfirming] = useState<CashOwed | null>(null);
  // A recorded hand-over takes its row, and the button pressed, off the table: focus goes to the
  // title above it, and Tab goes on to the table.
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Cash owed"
        headingRef={headingRef}
        description="Cash orders of a cancelled session are refunded at the window. Ask for the order number, count the cash out, then record the hand-over: the order is refunded and the buyer e-mailed."
        descriptionClassName="max-w-prose"
      />
      <RefusalAlert error={record.error} fallback={cashOwedTexts.unanswered} />
      <QueryStates
        query={owed}
        loadingLabel="Loading cash owed"
        failedTitle="The cash owed could not be loaded."
        empty={<EmptyState title="No cash is owed." />}
      >
        {(data) => (
          <CashOwedTable
            owed={data}
            onHandOver={(row) => {
              record.reset();
              setConfirming(row);
            }}
          />
        )}
      </QueryStates>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={
          confirming
            ? `Hand ${formatUsd(confirming.amountCents)} to ${confirming.customerName}?`
            : ''
        }
        confirmLabel="Cash handed over"
        cancelLabel="Not yet"
        isConfirmDisabled={record.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const row = confirming;
          setConfirming(null);
          if (!row) return;
          record.mutate(row.refundId, {
            onSuccess: () => {
              showSaved(cashOwedTexts.recorded(formatUsd(row.amountCents), row.receipt));
              focusAfterAlertDialog(headingRef);
            },
          });
        }}
      >
        {confirming ? (
          <p>
            Order {confirming.receipt}: count out {formatUsd(confirming.amountCents)} in cash first.
            Recording it refunds the order; it cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

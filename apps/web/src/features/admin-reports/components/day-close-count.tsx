/**
 * The drawer's count (decision 082): the cash movements of the day, the float and the cash
 * counted as typed, the cash expected and the difference worked out while typing, and once
 * saved, the recorded close as it was saved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  cashMovedSinceClose,
  cashMovementRows,
  dayCloseFormSchema,
  drawerCentsOf,
  expectedCashCents,
  type DayCash,
  type DayClose,
  type DayCloseForm,
  type DayCloseRequest,
} from '@shop/core/day-close-api';
import { formatUsd } from '@shop/core/money';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { useRecordDayClose } from '../api/day-close.ts';
import { ConfirmDialog } from '../../admin-shared/components/confirm-dialog.tsx';
import { RefusalAlert } from '../../admin-shared/components/refusal-alert.tsx';
import { useFocusWhenShown } from '../../../hooks/use-focus-when-shown.ts';

const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Denver',
});

/** A signed difference as a clerk reads it: over, short, or exact. */
function describeDifference(cents: number): string {
  if (cents === 0) return `${formatUsd(0)} (exact)`;
  return cents > 0 ? `${formatUsd(cents)} over` : `${formatUsd(-cents)} short`;
}

function Figures({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="divide-y divide-navy-900/10">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="text-navy-800">{label}</dt>
          <dd className="font-semibold text-navy-950 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The day's cash movements: sales in, refunds and cash owed handed over out (the minus kept with
 * its amount on a narrow screen); without the rows of nothing when `skipZero`.
 */
function movementRows(cash: DayCash, suffix?: string, skipZero = false): [string, string][] {
  return cashMovementRows(cash, suffix).flatMap(([label, cents], index) =>
    skipZero && cents === 0
      ? []
      : [[label, index === 0 ? formatUsd(cents) : `\u2212\u00a0${formatUsd(cents)}`]],
  );
}

/**
 * Asks before the close is saved: a day is closed once, and Enter in a field of the count
 * submits the form, before the clerk may have written the note of a difference.
 */
function ConfirmCloseDialog({
  request,
  isSaving,
  onCancel,
  onConfirm,
}: {
  request: DayCloseRequest | null;
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: (request: DayCloseRequest) => void;
}) {
  const difference = request ? request.countedCents - request.expectedCents : 0;
  return (
    <ConfirmDialog
      isOpen={request !== null}
      title="Save the day close?"
      confirmLabel="Save day close"
      cancelLabel="Keep counting"
      isConfirmDisabled={isSaving}
      onCancel={onCancel}
      onConfirm={() => request && onConfirm(request)}
    >
      <p>
        Difference: {describeDifference(difference)}. A day is closed once: its float, count and
        note cannot be changed afterwards.
      </p>
    </ConfirmDialog>
  );
}

function CountForm({ day }: { day: DayClose }) {
  const record = useRecordDayClose();
  const [confirming, setConfirming] = useState<DayCloseRequest | null>(null);
  const form = useForm<DayCloseForm>({
    resolver: zodResolver(dayCloseFormSchema),
    defaultValues: { float: '', counted: '', note: '' },
    mode: 'onTouched',
  });
  const [float, counted] = useWatch({ control: form.control, name: ['float', 'counted'] });
  const floatCents = drawerCentsOf(float);
  const countedCents = drawerCentsOf(counted);
  const expected = floatCents === null ? null : expectedCashCents(floatCents, day.cash);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Count the drawer"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        const floatCents = drawerCentsOf(values.float)!;
        setConfirming({
          date: day.date,
          floatCents,
          countedCents: drawerCentsOf(values.counted)!,
          // The figure shown: the server refuses the close when the day's cash moved since.
          expectedCents: expectedCashCents(floatCents, day.cash),
          note: values.note,
        });
      })}
    >
      <RegisteredTextField
        label="Opening float"
        prefix="$"
        inputMode="decimal"
        autoComplete="off"
        description="The cash the drawer started the day with."
        registration={form.register('float')}
        error={errors.float?.message}
        isRequired
      />
      <Figures
        rows={[
          ...movementRows(day.cash),
          ['Cash expected in the drawer', expected === null ? '—' : formatUsd(expected)],
        ]}
      />
      <RegisteredTextField
        label="Cash counted"
        prefix="$"
        inputMode="decimal"
        autoComplete="off"
        description="Count the notes and coins in the drawer, float included."
        registration={form.register('counted')}
        error={errors.counted?.message}
        isRequired
      />
      <p className="text-lg font-bold text-navy-950" aria-live="polite">
        Difference:{' '}
        {expected === null || countedCents === null
          ? '—'
          : describeDifference(countedCents - expected)}
      </p>
      <RegisteredTextField
        label="Note"
        autoComplete="off"
        description="Optional: why the drawer is over or short."
        registration={form.register('note')}
        error={errors.note?.message}
      />
      <RefusalAlert error={record.error} />
      {/* Not React Aria's isPending: its announcement names the button, which the saved close
          replaces, and leaves a nameless live node behind (axe: role-img-alt). */}
      <Button type="submit" isDisabled={record.isPending}>
        {record.isPending ? 'Saving…' : 'Save day close'}
      </Button>
      <ConfirmCloseDialog
        request={confirming}
        isSaving={record.isPending}
        onCancel={() => setConfirming(null)}
        // A refusal (the day's cash moved meanwhile) shows under the form, with the new figure.
        onConfirm={(request) => record.mutate(request, { onSettled: () => setConfirming(null) })}
      />
    </form>
  );
}

/**
 * Cash that went through the drawer after the count (a late sale, a refund, cash owed handed
 * over): the saved figures stay as they were counted, and this is shown apart from them.
 */
function CashMovedSinceClose({ day }: { day: DayClose }) {
  const since = cashMovedSinceClose(day);
  if (!since) return null;
  return (
    <Alert tone="warning" headingLevel={3} title="Cash moved after the close" className="mt-4">
      <p>Not in the figures above, which are as the drawer was counted.</p>
      <Figures rows={movementRows(since, ' after the close', true)} />
    </Alert>
  );
}

/** The count to enter, or the close already recorded for the day. */
export function DayCloseCount({ day }: { day: DayClose }) {
  const { close } = day;
  // A close saved here replaces the form the clerk was in: focus goes to its heading, not the
  // page. A day already closed when opened (the page is keyed by day) leaves focus alone.
  const [wasOpen] = useState(close === null);
  const headingRef = useFocusWhenShown<HTMLHeadingElement>(wasOpen && close !== null);
  return (
    <section
      aria-labelledby="drawer-heading"
      className="max-w-xl rounded-2xl bg-white p-5 shadow-card ring-1 ring-navy-900/5 print:shadow-none"
    >
      <h2
        id="drawer-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mb-3 text-xl font-bold text-navy-950 outline-none"
      >
        Cash in the drawer
      </h2>
      {close ? (
        <>
          <Figures
            rows={[
              ['Opening float', formatUsd(close.floatCents)],
              ...movementRows(close.cash),
              ['Cash expected in the drawer', formatUsd(close.expectedCents)],
              ['Cash counted', formatUsd(close.countedCents)],
              ['Difference', describeDifference(close.differenceCents)],
            ]}
          />
          {/* Announced as the saved close replaces the form: no toast over the figures. */}
          <p role="status" className="mt-3 text-navy-800">
            Closed by {close.staffName} on {when.format(new Date(close.createdAt))}.
            {close.note ? ` Note: ${close.note}` : ''}
          </p>
          <CashMovedSinceClose day={day} />
        </>
      ) : (
        <CountForm day={day} />
      )}
    </section>
  );
}

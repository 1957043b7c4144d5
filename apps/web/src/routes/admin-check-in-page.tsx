import type { CheckInSession } from '@shop/core/check-in-api';
import { formatClockTime, instantToShopWallTime } from '@shop/core/shop-time';
import { pluralize } from '@shop/core/vacancy';
import type { PassHolderMatch } from '@shop/core/pass-holder-lookup-api';
import { useRef, useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ModalDialog, ModalDialogBody, ModalDialogFooter } from '../components/ui/modal-dialog.tsx';
import { RetryButton } from '../components/ui/retry-button.tsx';
import { SelectField } from '../components/ui/select-field.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import {
  useAdmitTicket,
  useCheckInSessions,
  useUndoAdmission,
} from '../features/admin-check-in/api/check-in.ts';
import { useAdmitPassHolder } from '../features/admin-check-in/api/pass-holder-lookup.ts';
import {
  CheckInResult,
  type ScanResult,
} from '../features/admin-check-in/components/check-in-result.tsx';
import { PassHolderLookup } from '../features/admin-check-in/components/pass-holder-lookup.tsx';
import { QrCamera } from '../features/admin-check-in/components/qr-camera.tsx';
import { TicketCodeForm } from '../features/admin-check-in/components/ticket-code-form.tsx';
import { GatePhoto } from '../features/admin-members/components/gate-photo.tsx';
import { adminGuestListPath } from '../features/admin-shared/admin-paths.ts';
import { showSaved } from '../features/admin-shared/components/admin-toasts.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ApiError } from '../lib/api-client.ts';

function sessionLabel(session: CheckInSession): string {
  const time = session.timed
    ? formatClockTime(instantToShopWallTime(new Date(session.startsAt)).time)
    : 'All day';
  const name = session.name === session.activity ? '' : ` · ${session.name}`;
  return `${time} · ${session.activity}${name}`;
}

/** The first session not over yet, else the day's first. */
function firstOpenSession(sessions: CheckInSession[]): CheckInSession | undefined {
  const now = Date.now();
  return sessions.find((session) => new Date(session.endsAt).getTime() > now) ?? sessions[0];
}

function refusalOf(error: unknown): ScanResult {
  if (error instanceof ApiError && error.body)
    return {
      kind: 'refused',
      title: error.body.errors.title ?? 'Not admitted',
      message: error.body.errors.message,
    };
  return {
    kind: 'refused',
    title: 'Not checked',
    message: 'The ticket could not be checked. Check the connection and scan again.',
  };
}

/** `/admin/check-in` (every role): a phone at the gate scans tickets in to one session. */
export function AdminCheckInPage() {
  usePageTitle('Check-in');
  const [date, setDate] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [isScanning, setScanning] = useState(false);
  const [result, setResult] = useState<ScanResult | null>(null);
  const [isConfirmingUndo, setConfirmingUndo] = useState(false);
  const sessions = useCheckInSessions(date);
  const admit = useAdmitTicket();
  const admitHolder = useAdmitPassHolder();
  const undo = useUndoAdmission();
  const resultRef = useRef<HTMLDivElement>(null);

  const list = sessions.data?.sessions ?? [];
  const session = list.find((s) => s.id === chosenId) ?? firstOpenSession(list);
  const isForbidden = sessions.error instanceof ApiError && sessions.error.status === 403;

  const check = async (code: string) => {
    if (!session || admit.isPending) return;
    try {
      const { admission } = await admit.mutateAsync({ sessionId: session.id, code });
      setResult({ kind: 'admitted', admission });
    } catch (error) {
      setResult(refusalOf(error));
    }
  };

  // A holder found by the lookup is admitted as their card would be; the answer is shown where a
  // scan's is, and focus goes there so the keyboard reaches its undo next.
  const admitFound = async (holder: PassHolderMatch) => {
    if (!session) return;
    try {
      const { admission } = await admitHolder.mutateAsync({
        sessionId: session.id,
        memberId: holder.memberId,
      });
      setResult({ kind: 'admitted', admission });
    } catch (error) {
      setResult(refusalOf(error));
    }
    resultRef.current?.focus();
  };

  const undoLast = async () => {
    if (result?.kind !== 'admitted') return;
    try {
      await undo.mutateAsync(result.admission);
      showSaved(`${result.admission.guestName}'s check-in was undone.`);
      setResult(null);
    } catch (error) {
      setResult(refusalOf(error));
    }
    setConfirmingUndo(false);
  };

  return (
    <div className="mx-auto max-w-xl space-y-5">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-navy-950">Check-in</h1>
        <p className="mt-1 text-navy-800">
          Each ticket lets one guest in, once. A pass card lets its holder in once a session, or
          once a day where there are no set times.
        </p>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="check-in-day" className="text-sm font-semibold text-navy-950">
            Day
          </label>
          <input
            id="check-in-day"
            type="date"
            value={sessions.data?.date ?? date ?? ''}
            onChange={(event) => {
              setDate(event.target.value || null);
              setChosenId(null);
              setResult(null);
            }}
            className="block min-h-11 w-full rounded-lg border border-navy-900/25 bg-white px-3 py-2 text-base text-navy-950"
          />
        </div>
        {list.length > 0 ? (
          <SelectField
            label="Session"
            placeholder="Choose a session"
            options={list.map((s) => ({ id: String(s.id), label: sessionLabel(s) }))}
            value={session ? String(session.id) : ''}
            onChange={(id) => {
              setChosenId(id ? Number(id) : null);
              setResult(null);
            }}
          />
        ) : null}
      </div>
      {sessions.isPending ? (
        <div role="status" aria-label="Loading sessions" className="space-y-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : sessions.isError ? (
        <Alert
          tone="error"
          role="alert"
          title={isForbidden ? sessions.error.message : 'The sessions could not be loaded.'}
        >
          {isForbidden ? null : (
            <RetryButton isRetrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />
          )}
        </Alert>
      ) : !session ? (
        <EmptyState title="No sessions on this day.">Choose another day above.</EmptyState>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3" aria-label="This session's guests">
            <div className="rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-navy-900/5">
              <dt className="text-sm font-semibold text-navy-800">Admitted</dt>
              <dd className="text-4xl font-bold text-navy-950 tabular-nums">
                {session.counts.admitted}
              </dd>
              {session.counts.passHolders > 0 ? (
                <dd className="text-sm text-navy-800">
                  {session.counts.passHolders}{' '}
                  {pluralize('pass holder', session.counts.passHolders)} among them
                </dd>
              ) : null}
            </div>
            <div className="rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-navy-900/5">
              <dt className="text-sm font-semibold text-navy-800">Expected</dt>
              <dd className="text-4xl font-bold text-navy-950 tabular-nums">
                {session.counts.expected}
              </dd>
            </div>
          </dl>
          <TextLink to={adminGuestListPath(session.id)}>Guest list of this session</TextLink>
          <div ref={resultRef} tabIndex={-1} className="scroll-mt-4 rounded-2xl outline-none">
            <CheckInResult result={result} />
          </div>
          {/* Undo first after the answer: a mistaken admission is put right before anything else. */}
          {result?.kind === 'admitted' ? (
            <Button variant="secondary" onPress={() => setConfirmingUndo(true)}>
              Undo this check-in
            </Button>
          ) : null}
          {result?.kind === 'admitted' && result.admission.kind === 'pass' ? (
            <GatePhoto
              key={result.admission.id}
              admission={result.admission}
              onTaken={(admission) => setResult({ kind: 'admitted', admission })}
            />
          ) : null}
          <section aria-labelledby="scan-heading" className="space-y-3">
            <div className="flex items-center justify-between gap-3">
              <h2 id="scan-heading" className="text-xl font-bold text-navy-950">
                Scan
              </h2>
              <Button
                variant={isScanning ? 'secondary' : 'primary'}
                onPress={() => setScanning((on) => !on)}
              >
                {isScanning ? 'Stop camera' : 'Start camera'}
              </Button>
            </div>
            {isScanning ? (
              <QrCamera isPaused={admit.isPending} onCode={(code) => void check(code)} />
            ) : null}
          </section>
          <section aria-labelledby="type-heading" className="space-y-3">
            <h2 id="type-heading" className="text-xl font-bold text-navy-950">
              Type a code
            </h2>
            <TicketCodeForm onCode={check} isChecking={admit.isPending} />
          </section>
          <PassHolderLookup onAdmit={admitFound} />
        </>
      )}
      <ModalDialog
        role="alertdialog"
        isOpen={isConfirmingUndo}
        onOpenChange={setConfirmingUndo}
        title="Undo this check-in?"
      >
        <ModalDialogBody>
          <p className="text-navy-800">
            {result?.kind === 'admitted'
              ? result.admission.kind === 'pass'
                ? `${result.admission.guestName}'s card will admit again, as if never scanned.`
                : `${result.admission.guestName}'s ticket will admit again, as if never scanned.`
              : null}
          </p>
        </ModalDialogBody>
        <ModalDialogFooter>
          <Button variant="secondary" onPress={() => setConfirmingUndo(false)}>
            Keep it
          </Button>
          <Button isDisabled={undo.isPending} onPress={() => void undoLast()}>
            {undo.isPending ? <Spinner className="size-4" /> : null}
            Undo check-in
          </Button>
        </ModalDialogFooter>
      </ModalDialog>
    </div>
  );
}

import type { CheckInSession } from '@shop/core/check-in-api';
import { useRef, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { useCheckInSessions } from '../features/admin-check-in/api/check-in.ts';
import { CheckInResult } from '../features/admin-check-in/components/check-in-result.tsx';
import { CheckInSessionPicker } from '../features/admin-check-in/components/check-in-session-picker.tsx';
import { CodeEntry } from '../features/admin-check-in/components/code-entry.tsx';
import { PassHolderLookup } from '../features/admin-check-in/components/pass-holder-lookup.tsx';
import { SessionGuestCounts } from '../features/admin-check-in/components/session-guest-counts.tsx';
import { UndoCheckInDialog } from '../features/admin-check-in/components/undo-check-in-dialog.tsx';
import { useGateAdmission } from '../features/admin-check-in/hooks/use-gate-admission.ts';
import { GatePhoto } from '../features/admin-members/components/gate-photo.tsx';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { QueryStates } from '../features/admin-shared/components/query-states.tsx';
import { adminGuestListPath } from '../features/admin-shared/admin-paths.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** The first session not over yet, else the day's first. */
function firstOpenSession(sessions: CheckInSession[]): CheckInSession | undefined {
  const now = Date.now();
  return sessions.find((session) => new Date(session.endsAt).getTime() > now) ?? sessions[0];
}

/** `/admin/check-in` (every role): a phone at the gate scans tickets in to one session. */
export default function AdminCheckInPage() {
  usePageTitle('Check-in');
  const [date, setDate] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [isScanning, setScanning] = useState(false);
  const [isConfirmingUndo, setConfirmingUndo] = useState(false);
  const sessions = useCheckInSessions(date);

  const list = sessions.data?.sessions ?? [];
  const session = list.find((s) => s.id === chosenId) ?? firstOpenSession(list);
  const resultRef = useRef<HTMLDivElement>(null);
  const gate = useGateAdmission(session, resultRef);
  const { result, setResult } = gate;

  const undoLast = async () => {
    await gate.undoLast();
    setConfirmingUndo(false);
  };

  return (
    <div className="mx-auto max-w-xl space-y-5">
      <AdminPageHeading
        title="Check-in"
        description="Each ticket lets one guest in, once. A pass card lets its holder in once a session, or once a day where there are no set times."
      />
      <CheckInSessionPicker
        date={sessions.data?.date ?? date ?? ''}
        onDateChange={(day) => {
          setDate(day);
          setChosenId(null);
          setResult(null);
        }}
        sessions={list}
        session={session}
        onSessionChange={(id) => {
          setChosenId(id);
          setResult(null);
        }}
      />
      <QueryStates
        query={sessions}
        loadingLabel="Loading sessions"
        shapes={['h-24 w-full', 'h-40 w-full']}
        failedTitle="The sessions could not be loaded."
        forbidden={{}}
      >
        {() =>
          !session ? (
            <EmptyState title="No sessions on this day.">Choose another day above.</EmptyState>
          ) : (
            <>
              <SessionGuestCounts counts={session.counts} />
              {/* A block, so the page's spacing (space-y-5) keeps it off the result box below. */}
              <TextLink to={adminGuestListPath(session.id)} className="block w-fit">
                Guest list of this session
              </TextLink>
              <div ref={resultRef} tabIndex={-1} className="scroll-mt-4 rounded-2xl outline-none">
                <CheckInResult result={result} />
              </div>
              {/* Undo first after the answer: a mistaken admission is put right before anything
                  else. */}
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
              <CodeEntry
                onCode={gate.check}
                isChecking={gate.isChecking}
                isScanning={isScanning}
                onScanningChange={setScanning}
              />
              <PassHolderLookup onAdmit={gate.admitFound} />
            </>
          )
        }
      </QueryStates>
      <UndoCheckInDialog
        admission={result?.kind === 'admitted' ? result.admission : null}
        isOpen={isConfirmingUndo}
        onOpenChange={setConfirmingUndo}
        isUndoing={gate.isUndoing}
        onUndo={() => void undoLast()}
      />
    </div>
  );
}

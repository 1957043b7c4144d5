import type { Cart } from '@shop/core/cart';
import { dollarsToCents } from '@shop/core/money';
import { walkUpMemberTexts, type WalkUpCartBody, type WalkUpSale } from '@shop/core/walk-up-api';
import { useState, type ReactNode } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PassHolderLookup } from '../features/admin-check-in/components/pass-holder-lookup.tsx';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { QueryStates, rowsOf } from '../features/admin-shared/components/query-states.tsx';
import { useReleaseWalkUpCart, useWalkUpSessions } from '../features/admin-walk-up/api/walk-up.ts';
import { WalkUpDone } from '../features/admin-walk-up/components/walk-up-done.tsx';
import { WalkUpHeldCart } from '../features/admin-walk-up/components/walk-up-held-cart.tsx';
import { WalkUpHousehold } from '../features/admin-walk-up/components/walk-up-member-places.tsx';
import { WalkUpPaymentForm } from '../features/admin-walk-up/components/walk-up-payment-form.tsx';
import { WalkUpSessionPicker } from '../features/admin-walk-up/components/walk-up-session-picker.tsx';
import {
  WalkUpTicketsForm,
  type WalkUpTicketsDraft,
} from '../features/admin-walk-up/components/walk-up-tickets-form.tsx';
import { useWalkUpHold } from '../features/admin-walk-up/hooks/use-walk-up-hold.ts';
import { useWalkUpPayment } from '../features/admin-walk-up/hooks/use-walk-up-payment.ts';
import {
  passPlacesOf,
  type WalkUpMembersDraft,
} from '../features/admin-walk-up/lib/walk-up-members.ts';
import {
  walkUpHoldRefusalOf,
  walkUpRefusalOf,
} from '../features/admin-walk-up/lib/walk-up-payment.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** "Find a member" (the gate's lookup), then the household's places at the session once chosen. */
function WalkUpMembers({
  sessionId,
  draft,
  onDraftChange,
}: {
  sessionId: number;
  draft: WalkUpMembersDraft | null;
  onDraftChange: (draft: WalkUpMembersDraft | null) => void;
}) {
  if (draft)
    return <WalkUpHousehold sessionId={sessionId} draft={draft} onDraftChange={onDraftChange} />;
  return (
    <PassHolderLookup
      action={{ label: walkUpMemberTexts.choose, needsCard: false }}
      description={walkUpMemberTexts.lookupDescription}
      onAdmit={async (found) => onDraftChange({ found, choices: {} })}
    />
  );
}

/** A Denver date ('2026-12-01') in words: 'Tuesday, December 1'. */
function dayInWords(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Today's sessions once loaded and not none; until then, why not. */
function TodaysSessions({
  sessions,
  children,
}: {
  sessions: ReturnType<typeof useWalkUpSessions>;
  children: ReactNode;
}) {
  return (
    <QueryStates
      query={sessions}
      loadingLabel="Loading today's sessions"
      shapes={rowsOf(3, 'h-14 w-full')}
      failedTitle={walkUpRefusalOf}
      isEmpty={(data) => data.activities.length === 0}
      empty={<EmptyState title="There are no sessions today." />}
    >
      {() => children}
    </QueryStates>
  );
}

/** What was chosen for the held tickets: "Change the tickets" starts from it, not from nothing. */
type TicketsDraft = { sessionId: number; tickets: WalkUpTicketsDraft };

/** `/admin/walk-up` (admins, managers, box office): sell today's tickets at the venue. */
export default function AdminWalkUpPage() {
  usePageTitle('Walk-up sale');
  const sessions = useWalkUpSessions();
  const hold = useWalkUpHold();
  const release = useReleaseWalkUpCart();
  const [choice, setChoice] = useState<{ sessionId: number; isByArrowKey: boolean } | null>(null);
  const [held, setHeld] = useState<Cart | null>(null);
  const [draft, setDraft] = useState<TicketsDraft | null>(null);
  // The member found and their household's places chosen: kept when the tickets are changed.
  const [members, setMembers] = useState<WalkUpMembersDraft | null>(null);
  const [sale, setSale] = useState<WalkUpSale | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const payment = useWalkUpPayment(setSale);

  const activities = sessions.data?.activities ?? [];
  const chosen = activities
    .flatMap(({ activity, sessions: list }) => list.map((session) => ({ activity, session })))
    .find(({ session }) => session.id === choice?.sessionId);

  /**
   * Drops the held cart, and a hold whose answer never came; unless sold, their places go back
   * on sale now. A release that fails only leaves the hold to lapse as before, so it is not
   * reported to the seller.
   */
  const dropHeld = () => {
    if (held && !sale) release.mutate({ cartToken: held.token });
    void hold.giveBackUnanswered();
    setHeld(null);
    payment.clearProblem();
  };
  const startOver = () => {
    setChoice(null);
    dropHeld();
    setDraft(null);
    setMembers(null);
    setSale(null);
    setProblem(null);
    hold.reset();
    payment.reset();
  };
  const chooseSession = (id: number, isByArrowKey: boolean) => {
    setChoice({ sessionId: id, isByArrowKey });
    dropHeld();
    setDraft(null);
    // The same member may come for another session: their choices start again.
    setMembers((current) => current && { ...current, choices: {} });
    setProblem(null);
  };
  const holdTickets = (body: WalkUpCartBody, chosenDraft: TicketsDraft) => {
    setProblem(null);
    setDraft(chosenDraft);
    hold.hold(body).then(setHeld, (error: unknown) => setProblem(walkUpHoldRefusalOf(error)));
  };

  if (sale) return <WalkUpDone sale={sale} onNewSale={startOver} />;

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Walk-up sale"
        description={`Sell tickets for today's sessions${sessions.data ? `, ${dayInWords(sessions.data.date)}` : ''}, paid by card or in cash.`}
      />
      {problem ? <Alert tone="error" role="alert" title={problem} /> : null}
      <TodaysSessions sessions={sessions}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card as="section" aria-label="Session" className="p-5 sm:p-6">
            <WalkUpSessionPicker
              activities={activities}
              value={choice?.sessionId ?? null}
              onChange={chooseSession}
            />
          </Card>
          <div className="scroll-mt-6 space-y-6" data-walk-up-steps>
            {chosen && !held ? (
              <Card as="section" aria-label="Members" className="p-5 sm:p-6">
                <WalkUpMembers
                  sessionId={chosen.session.id}
                  draft={members}
                  onDraftChange={setMembers}
                />
              </Card>
            ) : null}
            {chosen ? (
              <Card as="section" aria-label="Tickets" className="space-y-4 p-5 sm:p-6">
                {held ? (
                  <WalkUpHeldCart cart={held} onCancel={dropHeld} />
                ) : (
                  <WalkUpTicketsForm
                    key={chosen.session.id}
                    activity={chosen.activity}
                    session={chosen.session}
                    today={sessions.data?.date ?? ''}
                    isPending={hold.isPending}
                    initial={draft?.sessionId === chosen.session.id ? draft.tickets : undefined}
                    isJustChosen={!choice?.isByArrowKey}
                    passPlaces={passPlacesOf(members)}
                    onSubmit={(body, tickets) =>
                      holdTickets(body, { sessionId: chosen.session.id, tickets })
                    }
                  />
                )}
              </Card>
            ) : (
              <EmptyState title="Choose a session to sell its tickets." />
            )}
            {held ? (
              <Card as="section" aria-label="Payment" className="p-5 sm:p-6">
                <WalkUpPaymentForm
                  dueCents={dollarsToCents(held.total)}
                  problem={payment.problem}
                  onSubmit={(values) => payment.pay(held, values)}
                />
              </Card>
            ) : null}
          </div>
        </div>
      </TodaysSessions>
    </div>
  );
}

import { toPaymentMethodRequest } from '@shop/core/billing-form';
import type { Cart } from '@shop/core/cart';
import { dollarsToCents, formatUsd } from '@shop/core/money';
import {
  tenderedCentsOf,
  type WalkUpPayFormValues,
  type WalkUpSale,
  type WalkUpSaleBody,
  walkUpMemberTexts,
} from '@shop/core/walk-up-api';
import { useState } from 'react';
import { CardVaultError, tokenizeCard } from '../components/payment-form/tokenize-card.ts';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { RetryButton } from '../components/ui/retry-button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { PassHolderLookup } from '../features/admin-check-in/components/pass-holder-lookup.tsx';
import {
  useCreateWalkUpCart,
  useReleaseWalkUpCart,
  useSellWalkUp,
  useWalkUpSessions,
} from '../features/admin-walk-up/api/walk-up.ts';
import { WalkUpDone } from '../features/admin-walk-up/components/walk-up-done.tsx';
import { WalkUpHousehold } from '../features/admin-walk-up/components/walk-up-member-places.tsx';
import { WalkUpPaymentForm } from '../features/admin-walk-up/components/walk-up-payment-form.tsx';
import { WalkUpSessionPicker } from '../features/admin-walk-up/components/walk-up-session-picker.tsx';
import {
  WalkUpTicketsForm,
  type WalkUpTicketsDraft,
} from '../features/admin-walk-up/components/walk-up-tickets-form.tsx';
import {
  describeHeldTicket,
  passPlacesOf,
  type WalkUpMembersDraft,
} from '../features/admin-walk-up/lib/walk-up-members.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { useResendableAttempt } from '../hooks/use-resendable-attempt.ts';
import { ApiError } from '../lib/api-client.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';

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

/** What a refused step says: the server's words, the vault's per field, or a generic line. */
function messageOf(error: unknown): string {
  if (error instanceof CardVaultError) return error.message;
  if (error instanceof ApiError && error.body) return error.body.errors.message;
  return 'The request could not be completed. Check the connection and try again.';
}

/**
 * How the sale is paid, made once per attempt: a card is tokenised at the vault (the token names
 * this card), cash carries the amount tendered; a free sale records cash of nothing.
 */
async function paymentOf(
  values: WalkUpPayFormValues,
  dueCents: number,
): Promise<WalkUpSaleBody['payment']> {
  if (dueCents <= 0) return { method: 'cash', tenderedCents: 0 };
  if (values.method === 'card')
    return {
      method: 'card',
      cardToken: (await tokenizeCard(toPaymentMethodRequest(values))).cardToken,
    };
  // The form refused an unreadable or short amount; the server checks it again.
  return { method: 'cash', tenderedCents: tenderedCentsOf(values.tendered) ?? 0 };
}

/** The places held for the sale: what is in the cart (each attendee), and the total to take. */
function HeldCart({ cart, onCancel }: { cart: Cart; onCancel: () => void }) {
  return (
    <div className="space-y-2 rounded-xl bg-glacier-50 p-4 ring-1 ring-navy-900/10 ring-inset">
      <p className="font-semibold text-navy-950">Tickets held</p>
      <ul className="text-navy-900">
        {cart.lineItems.flatMap((line) =>
          line.lineItemTickets.map((ticket) => (
            <li key={ticket.id}>{describeHeldTicket(ticket, line.displayName)}</li>
          )),
        )}
      </ul>
      <p className="text-sm text-slate-700">
        Subtotal {formatUsd(dollarsToCents(cart.subtotal))}, taxes{' '}
        {formatUsd(dollarsToCents(cart.taxes))}
      </p>
      <Button variant="ghost" size="sm" onPress={onCancel}>
        Change the tickets
      </Button>
    </div>
  );
}

/** `/admin/walk-up` (admins, managers, box office): sell today's tickets at the venue. */
export function AdminWalkUpPage() {
  usePageTitle('Walk-up sale');
  const sessions = useWalkUpSessions();
  const createCart = useCreateWalkUpCart();
  const sell = useSellWalkUp();
  const release = useReleaseWalkUpCart();
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [held, setHeld] = useState<Cart | null>(null);
  // What was chosen for the held tickets: "Change the tickets" starts from it, not from nothing.
  const [draft, setDraft] = useState<{ sessionId: number; tickets: WalkUpTicketsDraft } | null>(
    null,
  );
  // The member found and their household's places chosen: kept when the tickets are changed.
  const [members, setMembers] = useState<WalkUpMembersDraft | null>(null);
  const [sale, setSale] = useState<WalkUpSale | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A refused payment (a declined card) is said beside the button that was pressed.
  const [payProblem, setPayProblem] = useState<string | null>(null);
  // Each attempt to pay has its own idempotency key: a card declined, the next card is a new
  // attempt and is charged; only an attempt whose answer was lost is sent again as it was.
  const sendAttempt = useResendableAttempt<
    { key: string; payment: WalkUpSaleBody['payment'] },
    WalkUpSale
  >();

  const activities = sessions.data?.activities ?? [];
  const chosen = activities
    .flatMap(({ activity, sessions: list }) => list.map((session) => ({ activity, session })))
    .find(({ session }) => session.id === sessionId);

  /**
   * Drops the held cart; unless it was sold, its places go back on sale now. A release that
   * fails only leaves the hold to lapse as before, so it is not reported to the seller.
   */
  const dropHeld = () => {
    if (held && !sale) release.mutate({ cartToken: held.token });
    setHeld(null);
    setPayProblem(null);
  };

  const startOver = () => {
    setSessionId(null);
    dropHeld();
    setDraft(null);
    setMembers(null);
    setSale(null);
    setProblem(null);
    createCart.reset();
    sell.reset();
  };

  const pay = async (values: WalkUpPayFormValues) => {
    if (!held) return;
    setPayProblem(null);
    const cartToken = held.token;
    const buyer = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
    };
    try {
      setSale(
        await sendAttempt({
          // The same values for the same cart: the attempt whose answer was lost, if any.
          fingerprint: JSON.stringify([cartToken, held.total, values]),
          prepare: async () => ({
            key: newIdempotencyKey(),
            payment: await paymentOf(values, dollarsToCents(held.total)),
          }),
          send: ({ key, payment }) =>
            sell.mutateAsync({ body: { cartToken, buyer, payment }, key }),
        }),
      );
    } catch (error) {
      setPayProblem(messageOf(error));
    }
  };

  if (sale) return <WalkUpDone sale={sale} onNewSale={startOver} />;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-navy-950">Walk-up sale</h1>
        <p className="mt-1 text-navy-800">
          Sell tickets for today&apos;s sessions
          {sessions.data ? `, ${dayInWords(sessions.data.date)}` : ''}, paid by card or in cash.
        </p>
      </div>
      {problem ? <Alert tone="error" role="alert" title={problem} /> : null}
      {sessions.isPending ? (
        <div role="status" aria-label="Loading today's sessions" className="space-y-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-14 w-full" />
          ))}
        </div>
      ) : sessions.isError ? (
        <Alert tone="error" role="alert" title={messageOf(sessions.error)}>
          <RetryButton isRetrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />
        </Alert>
      ) : activities.length === 0 ? (
        <EmptyState title="There are no sessions today." />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card as="section" aria-label="Session" className="p-5 sm:p-6">
            <WalkUpSessionPicker
              activities={activities}
              value={sessionId}
              onChange={(id) => {
                setSessionId(id);
                dropHeld();
                setDraft(null);
                // The same member may come for another session: their choices start again.
                setMembers((current) => current && { ...current, choices: {} });
                setProblem(null);
              }}
            />
          </Card>
          <div className="space-y-6">
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
                  <HeldCart cart={held} onCancel={dropHeld} />
                ) : (
                  <WalkUpTicketsForm
                    key={chosen.session.id}
                    activity={chosen.activity}
                    session={chosen.session}
                    today={sessions.data?.date ?? ''}
                    isPending={createCart.isPending}
                    initial={draft?.sessionId === chosen.session.id ? draft.tickets : undefined}
                    passPlaces={passPlacesOf(members)}
                    onSubmit={(body, tickets) => {
                      setProblem(null);
                      setDraft({ sessionId: chosen.session.id, tickets });
                      createCart.mutate(body, {
                        onSuccess: (cart) => setHeld(cart),
                        onError: (error) => setProblem(messageOf(error)),
                      });
                    }}
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
                  problem={payProblem}
                  onSubmit={pay}
                />
              </Card>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}

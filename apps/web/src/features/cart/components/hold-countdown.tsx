import type { Cart } from '@shop/core/cart';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ClockIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRenewCartHolds } from '../api/renew-cart-holds.ts';
import { useHoldCountdown } from '../hooks/use-hold-countdown.ts';
import { formatHoldClock, minutesLeftOf } from '../lib/hold-time.ts';
import { holdTexts } from '../texts.ts';

export interface HoldCountdownProps {
  cart: Cart;
  /** When the cart answer arrived (the cart query's `dataUpdatedAt`). */
  answeredAt: number;
}

/** 'Guided Snowshoe Tour: 2 × Adult' for each ticket of the cart named (still in it). */
function describeTickets(cart: Cart, ticketIds: number[]) {
  return cart.lineItems.flatMap((line) =>
    line.lineItemTickets
      .filter((ticket) => ticketIds.includes(ticket.id))
      .map((ticket) => ({
        id: ticket.id,
        text: `${line.displayName}: ${ticket.quantity} × ${ticket.displayName}`,
      })),
  );
}

/**
 * The time the cart's places are held for, on the cart and the checkout (decision 031): a quiet
 * mm:ss clock; from five minutes a warning with a way to keep the places; once they lapse, a
 * message and a check of availability that holds them again or names the tickets that are gone.
 * Screen readers hear the time only at five minutes and one minute left, not every second.
 */
export function HoldCountdown({ cart, answeredAt }: HoldCountdownProps) {
  const { secondsLeft, stage, minutesAtStage } = useHoldCountdown({
    secondsAtAnswer: cart.holdsExpireInSeconds,
    answeredAt,
  });
  const renew = useRenewCartHolds();
  const [unavailableIds, setUnavailableIds] = useState<number[]>([]);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const regionRef = useRef<HTMLElement>(null);

  const keepTickets = () => {
    setFailure(null);
    renew.mutate(
      { cartToken: cart.token },
      {
        onSuccess: ({ cart: renewed, unavailableTicketIds }) => {
          setUnavailableIds(unavailableTicketIds);
          const seconds = renewed.holdsExpireInSeconds;
          setStatus(seconds ? holdTexts.heldAgain(minutesLeftOf(seconds)) : '');
          // The button pressed is gone with its box: focus stays in the countdown.
          regionRef.current?.focus();
        },
        onError: (error) =>
          setFailure(error instanceof ApiError ? error.message : holdTexts.renewFailed),
      },
    );
  };

  const gone = describeTickets(cart, unavailableIds);
  const isWarning = stage === 'warning' || stage === 'last-minute';
  const announcement = isWarning ? holdTexts.announce(minutesAtStage) : status;
  if (secondsLeft === null && gone.length === 0) return null;
  const renewButton = (label: string, pendingLabel: string) => (
    <Button
      variant="secondary"
      size="sm"
      className="mt-1"
      isDisabled={renew.isPending}
      onPress={keepTickets}
    >
      {renew.isPending ? pendingLabel : label}
    </Button>
  );
  const timer = (
    <span role="timer" className="font-bold tabular-nums">
      {formatHoldClock(secondsLeft ?? 0)}
    </span>
  );
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label={holdTexts.regionLabel}
      className="space-y-3 outline-none"
    >
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {stage === 'held' ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-glacier-100 px-4 py-3 text-[0.9375rem] text-navy-900 ring-1 ring-glacier-600/25 ring-inset">
          <ClockIcon className="size-5 shrink-0" />
          <span>
            {holdTexts.heldFor} {timer}.
          </span>
          <span className="text-slate-700">{holdTexts.heldNote}</span>
        </p>
      ) : null}
      {isWarning ? (
        <Alert
          tone="warning"
          title={
            <>
              {holdTexts.warningTitle} {timer}
            </>
          }
        >
          <p>{holdTexts.warningBody}</p>
          {renewButton(holdTexts.keep, holdTexts.keeping)}
        </Alert>
      ) : null}
      {stage === 'lapsed' ? (
        <Alert tone="error" role="alert" title={holdTexts.lapsedTitle}>
          <p>{holdTexts.lapsedBody}</p>
          {renewButton(holdTexts.checkAvailability, holdTexts.checking)}
        </Alert>
      ) : null}
      {failure ? <Alert tone="error" role="alert" title={failure} headingLevel={3} /> : null}
      {gone.length > 0 ? (
        <Alert tone="error" role="alert" title={holdTexts.unavailableTitle}>
          <p>{holdTexts.unavailableBody}</p>
          <ul className="list-disc pl-5">
            {gone.map((ticket) => (
              <li key={ticket.id}>{ticket.text}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </section>
  );
}

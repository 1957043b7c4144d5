/**
 * The waiting page of an on-sale queue (decision 104), shown instead of choosing tickets: a
 * countdown to the queue's opening, then the place in line and the wait, updated without a
 * reload. A screen reader hears the news calmly: when something changes, and the wait at most
 * once a minute, never every second.
 */
import { describeQueuePlace } from '@shop/core/queue-texts';
import { formatShopInstant } from '@shop/core/shop-time';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { RecaptchaField } from '../../../components/recaptcha-field.tsx';
import { env } from '../../../config/env.ts';
import type { HumanCheck, WaitingTurn } from '../hooks/use-queue-turn.ts';
import { queueWaitingTexts as texts, type QueueGoods } from '../texts.ts';

/** '4:05', '1:02:05': what is left until an instant. */
function formatCountdown(untilMs: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((untilMs - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The text a screen reader is given: a new topic at once, the same topic once a minute. */
function useCalmAnnouncement(text: string, topic: string): string {
  const [announced, setAnnounced] = useState({ text, topic, minute: 0 });
  const [minute, setMinute] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setMinute((current) => current + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  // Adjusted while rendering (React's pattern for state derived from props), not in an effect.
  if (topic !== announced.topic || (minute !== announced.minute && text !== announced.text))
    setAnnounced({ text, topic, minute });
  return announced.text;
}

/** What the page says of the visitor's place: its heading, its lines and the calm summary. */
function describeTurn(turn: WaitingTurn, now: number | null, goods: QueueGoods) {
  const { state } = turn;
  const opensAt = formatShopInstant(new Date(state.opensAt));
  const countdown = (until: string) =>
    now === null ? '' : formatCountdown(Date.parse(until), now);
  switch (turn.phase) {
    case 'before':
      return {
        title: texts.onSaleAt(goods, opensAt),
        lines: [
          texts.queueOpensAt(formatShopInstant(new Date(state.earlyFrom))),
          texts.noHurry(goods),
        ],
        clock: { label: texts.queueOpensIn, value: countdown(state.earlyFrom) },
        summary: texts.onSaleAt(goods, opensAt),
      };
    case 'waiting': {
      if (turn.position === null)
        return {
          title: texts.inQueue,
          lines: [texts.drawAt(opensAt), texts.keepPlace],
          clock: state.drawn
            ? null
            : { label: texts.salesOpenIn(goods), value: countdown(state.opensAt) },
          summary: `${texts.inQueue} ${texts.drawAt(opensAt)}`,
        };
      const ahead = turn.position - state.admittedThrough - 1;
      const place = describeQueuePlace(ahead, state.admitPerMinute);
      return {
        title: texts.yourNumber(turn.position),
        lines: [place, texts.keepPlace],
        clock: null,
        summary: `${texts.yourNumber(turn.position)} ${place}`,
      };
    }
    case 'ended':
      return {
        title: texts.turnEnded,
        lines: [texts.turnEndedDetail],
        clock: null,
        summary: texts.turnEnded,
      };
    case 'failed':
      return { title: texts.failed, lines: [turn.message], clock: null, summary: turn.message };
  }
}

export function QueueWaiting({
  turn,
  now,
  retry,
  humanCheck,
  goods = 'tickets',
}: {
  goods?: QueueGoods;
  turn: WaitingTurn;
  now: number | null;
  retry: () => void;
  humanCheck?: HumanCheck | undefined;
}) {
  const described = describeTurn(turn, now, goods);
  const announcement = useCalmAnnouncement(described.summary, `${turn.phase}:${described.title}`);
  return (
    <Card className="mx-auto max-w-2xl p-6 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-navy-950">{described.title}</h2>
      <div className="mt-4 space-y-3 text-base leading-relaxed text-navy-800">
        {described.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {described.clock ? (
        <p className="mt-6 text-navy-800">
          {described.clock.label}{' '}
          <span className="font-display text-3xl font-bold tabular-nums text-navy-950">
            {described.clock.value || '…'}
          </span>
        </p>
      ) : null}
      {humanCheck && turn.phase !== 'ended' ? (
        <div className="mt-6 space-y-3">
          <p className="text-navy-800">{texts.humanCheck}</p>
          <RecaptchaField
            siteKey={humanCheck.siteKey}
            resetKey={humanCheck.resetKey}
            supportEmail={env.VITE_SUPPORT_EMAIL}
            onChange={humanCheck.onChange}
          />
        </div>
      ) : null}
      {turn.phase === 'ended' || turn.phase === 'failed' ? (
        <Button className="mt-6" onPress={retry}>
          {turn.phase === 'ended' ? texts.joinAgain : texts.tryAgain}
        </Button>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Card>
  );
}

/** Above the choose-tickets form during the visitor's turn. */
export function QueueTurnNotice({
  expiresAt,
  goods = 'tickets',
}: {
  expiresAt: string;
  goods?: QueueGoods;
}) {
  return (
    <Alert tone="info" title={texts.yourTurn} role="status" className="mb-6">
      <p>{texts.buyBy(goods, formatShopInstant(new Date(expiresAt)))}</p>
    </Alert>
  );
}

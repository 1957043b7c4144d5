/**
 * The time left on a cart's held places, ticking each second for the eye, and the stage it is
 * in, which changes (and is announced) only at five minutes, one minute and none (decision 031).
 */
import { useEffect, useState } from 'react';
import { holdStageOf, minutesLeftOf, secondsLeftAt, type HoldStage } from '../lib/hold-time.ts';

export interface HoldCountdownOptions {
  /** The cart answer's `holdsExpireInSeconds`: counted by the server's clock, not the visitor's. */
  secondsAtAnswer: number | null;
  /** When that answer arrived (the query's `dataUpdatedAt`), by this browser's clock. */
  answeredAt: number;
}

export interface HoldCountdown {
  /** Null when the cart holds no places. */
  secondsLeft: number | null;
  stage: HoldStage | null;
  /** The whole minutes left when the current stage began: what its announcement says. */
  minutesAtStage: number;
}

export function useHoldCountdown({
  secondsAtAnswer,
  answeredAt,
}: HoldCountdownOptions): HoldCountdown {
  const deadline = secondsAtAnswer === null ? null : answeredAt + secondsAtAnswer * 1000;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout>;
    // Each tick lands just after a whole second before the deadline, so 14:59 shows on time.
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) return;
      timer = setTimeout(tick, ((deadline - at) % 1000 || 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);

  const secondsLeft = deadline === null ? null : secondsLeftAt(deadline, now);
  const stage = secondsLeft === null ? null : holdStageOf(secondsLeft);
  // The minutes are kept from the moment the stage began, so the announcement does not change
  // (and is not read out again) while the stage lasts.
  const [atStage, setAtStage] = useState({ stage, minutes: minutesLeftOf(secondsLeft ?? 0) });
  if (atStage.stage !== stage) setAtStage({ stage, minutes: minutesLeftOf(secondsLeft ?? 0) });
  return { secondsLeft, stage, minutesAtStage: atStage.minutes };
}

/**
 * The time a cart's places are held for, as the countdown shows and announces it (decision 031):
 * pure, so the thresholds are tested without a clock.
 */

/** From this many seconds left the warning shows, with its way to keep the places. */
export const HOLD_WARNING_SECONDS = 5 * 60;
/** The last announcement: one minute left. */
export const HOLD_LAST_MINUTE_SECONDS = 60;

/** Where a countdown stands: each change of stage is announced once, never each second. */
export type HoldStage = 'held' | 'warning' | 'last-minute' | 'lapsed';

export function holdStageOf(secondsLeft: number): HoldStage {
  if (secondsLeft <= 0) return 'lapsed';
  if (secondsLeft <= HOLD_LAST_MINUTE_SECONDS) return 'last-minute';
  if (secondsLeft <= HOLD_WARNING_SECONDS) return 'warning';
  return 'held';
}

/** `mm:ss`, as a countdown shows it (14:05, 0:09 is 00:09). */
export function formatHoldClock(secondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole seconds left until `deadline` at `now` (ms), rounded up so 00:00 means gone. */
export function secondsLeftAt(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The minutes a stage is announced with: the whole minutes left, rounded up. */
export function minutesLeftOf(secondsLeft: number): number {
  return Math.max(1, Math.ceil(secondsLeft / 60));
}

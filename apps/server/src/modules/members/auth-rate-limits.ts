/**
 * Rate limits of the account requests (DESIGN section 4), counted in fixed windows kept in
 * PostgreSQL, so every server process shares them. Registration and forgot-password are counted
 * per e-mail and per client address, login and reset per address: each request is counted
 * before it is checked (one atomic upsert), so parallel attempts cannot slip past the limit, and
 * an address over its limit is refused (429).
 *
 * Failed logins on an account never refuse its owner for a whole window (issue "hardening",
 * item 5): they slow the account's next attempts down instead. After `loginFreeFailures`
 * failures (counted over this window and the one before), the account takes one attempt per
 * slot of time after the one before, the slot doubling with each further failure from 2 s up to
 * `loginMaxDelaySeconds`; an attempt before its slot is answered 429 with its Retry-After,
 * without a password check. Every attempt let in counts as a failure from the moment it is let
 * in, under a lock of the account's (issue 29, item 14), so guesses sent at once count one by
 * one: `loginFreeFailures` of them and one more are checked, the rest wait. Guessing is so slowed
 * to one try per slot, from any number of addresses and processes, while the owner waits one slot
 * at most. A successful login forgets the account's failures.
 */
import { memberTexts } from '@shop/core/member-api';
import type { Settings } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import {
  addToWindowCount,
  deleteWindowCount,
  deleteWindowCounts,
  deleteWindowCountsBefore,
  latestWindowStart,
  lockBucket,
  sumWindowCounts,
} from '../../db/window-counts.ts';
import { AppError } from '../../http/app-error.ts';
import { hashSecretToken } from './secret-tokens.ts';

export type AuthAction =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'staff-login'
  // A visitor joining a sold-out session's waiting list (decision 103).
  | 'waitlist-join'
  // A new visitor joining an on-sale queue (decision 104).
  | 'queue-join'
  // A visitor asking for their ticket orders' links by e-mail (decision 092).
  | 'order-links';

/** A 429 that tells the client when to try again (the Retry-After header). */
export class RateLimitedError extends AppError {
  override name = 'RateLimitedError';
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', memberTexts.tooManyAttempts);
  }
}

/** A login attempt let in: a failure unless its account is cleared or the turn released. */
export interface LoginTurn {
  release(): Promise<void>;
}

export interface AuthRateLimitOptions {
  db: Database;
  clock: () => Date;
  windowSeconds: number;
  perAccount: number;
  perAddress: number;
  /** Failed logins on an account before its attempts are slowed down. */
  loginFreeFailures: number;
  /** The longest wait between two attempts on an account. */
  loginMaxDelaySeconds: number;
  /** Prefixes the account buckets, so staff logins and member logins on one e-mail count apart. */
  scope?: string;
}

// Old windows are deleted every this many requests, by whichever process counts it.
const SWEEP_EVERY = 200;

export function createAuthRateLimiter(options: AuthRateLimitOptions) {
  const windowMs = options.windowSeconds * 1000;
  let sinceSweep = 0;

  async function sweep(now: Date): Promise<void> {
    sinceSweep += 1;
    if (sinceSweep < SWEEP_EVERY) return;
    sinceSweep = 0;
    await deleteWindowCountsBefore(options.db, new Date(now.getTime() - 2 * windowMs), '');
  }

  const windowStartOf = (now: Date) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const scope = options.scope ?? '';
  const failuresBucket = (email: string) =>
    `${scope}login-failures:account:${hashSecretToken(email)}`;
  const turnsBucket = (email: string) => `${scope}login-turns:account:${hashSecretToken(email)}`;

  return {
    /**
     * Counts one request of an action for the account (an e-mail, kept only as a hash) and the
     * address; throws a RateLimitedError when either is over its limit in this window.
     */
    async consume(
      action: AuthAction,
      keys: { account?: string | null; address?: string | null },
    ): Promise<void> {
      const now = options.clock();
      const windowStart = windowStartOf(now);
      const checks: [string, number][] = [];
      if (keys.account)
        checks.push([`${action}:account:${hashSecretToken(keys.account)}`, options.perAccount]);
      if (keys.address) checks.push([`${action}:address:${keys.address}`, options.perAddress]);
      let over = false;
      for (const [bucket, limit] of checks) {
        if ((await addToWindowCount(options.db, bucket, windowStart)) > limit) over = true;
      }
      await sweep(now);
      if (over) {
        const retryAfterMs = windowStart.getTime() + windowMs - now.getTime();
        throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
      }
    },

    /**
     * Takes the account's turn for a login attempt, and counts the attempt as a failure at once,
     * before its password or code is checked: attempts sent in parallel, to any process, are
     * counted one by one, each seeing those before it (issue 29, item 14). Free while the
     * account has had fewer than `loginFreeFailures` failures (the attempts under way
     * included); beyond, the first attempt is let in at once and each next one a slot after the
     * one before, the slot doubling with each further failure from 2 s up to
     * `loginMaxDelaySeconds`; an attempt before its slot is a RateLimitedError saying when,
     * and counts for nothing. An attempt by a human who passed the check (`humanVerified`) is
     * counted without waiting. The decision is taken under the account's own lock.
     */
    async claimLoginTurn(
      email: string,
      { humanVerified = false }: { humanVerified?: boolean } = {},
    ): Promise<LoginTurn> {
      const now = options.clock();
      const windowStart = windowStartOf(now);
      const [failures, turns] = [failuresBucket(email), turnsBucket(email)];
      const since = new Date(windowStart.getTime() - windowMs);
      const takenTurn = await options.db.transaction((tx) =>
        takeTurnUnderLock(tx, options, { failures, turns, since, windowStart, now, humanVerified }),
      );
      return {
        // Neither right nor wrong (a password without its code): the attempt counts for nothing.
        release: async () => {
          await addToWindowCount(options.db, failures, windowStart, -1);
          if (takenTurn) await deleteWindowCount(options.db, turns, takenTurn);
        },
      };
    },

    /** The owner is in: earlier failures, and attempts, slow the account down no more. */
    async clearLoginFailures(email: string): Promise<void> {
      await deleteWindowCounts(options.db, [failuresBucket(email), turnsBucket(email)]);
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;

/**
 * claimLoginTurn's decision, in its transaction under the account's lock: refuses an attempt
 * before its slot, else records its turn (when slowed down) and counts it as a failure; answers
 * the time of the turn taken, if one was.
 */
async function takeTurnUnderLock(
  tx: Pick<Database, 'execute'>,
  options: Pick<AuthRateLimitOptions, 'loginFreeFailures' | 'loginMaxDelaySeconds'>,
  attempt: {
    failures: string;
    turns: string;
    since: Date;
    windowStart: Date;
    now: Date;
    humanVerified: boolean;
  },
): Promise<Date | null> {
  const { failures, turns, now } = attempt;
  await lockBucket(tx, failures);
  const beyondFree =
    (await sumWindowCounts(tx, failures, attempt.since)) - options.loginFreeFailures;
  let turnAt: Date | null = null;
  if (beyondFree >= 0 && !attempt.humanVerified) {
    const slotMs = 1000 * Math.min(2 ** (beyondFree + 1), options.loginMaxDelaySeconds);
    const lastTurn = await latestWindowStart(tx, turns);
    const nextTurnMs = lastTurn === null ? 0 : lastTurn.getTime() + slotMs;
    if (nextTurnMs > now.getTime())
      throw new RateLimitedError(Math.max(1, Math.ceil((nextTurnMs - now.getTime()) / 1000)));
    turnAt = now;
    await addToWindowCount(tx, turns, turnAt);
  }
  await addToWindowCount(tx, failures, attempt.windowStart);
  return turnAt;
}

/**
 * The account rate limiter as the settings configure it: members and staff count with the same
 * limits, staff in buckets of their own (`scope`).
 */
export function createLoginRateLimiter(
  settings: Settings,
  db: Database,
  clock: () => Date,
  scope?: string,
) {
  return createAuthRateLimiter({
    db,
    clock,
    windowSeconds: settings.MEMBER_RATE_WINDOW_SECONDS,
    perAccount: settings.MEMBER_RATE_LIMIT_PER_ACCOUNT,
    perAddress: settings.MEMBER_RATE_LIMIT_PER_ADDRESS,
    loginFreeFailures: settings.MEMBER_LOGIN_FREE_FAILURES,
    loginMaxDelaySeconds: settings.MEMBER_LOGIN_MAX_DELAY_SECONDS,
    ...(scope === undefined ? {} : { scope }),
  });
}

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
 * slot of time, the slot doubling with each further failure from 2 s up to `loginMaxDelaySeconds`;
 * an attempt in a slot already used is answered 429 with its Retry-After, without a password
 * check. Guessing is so slowed to one try per slot, from any number of addresses, while the owner
 * waits one slot at most. A successful login forgets the account's failures.
 */
import { memberTexts } from '@shop/core/member-api';
import type { Settings } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import {
  addToWindowCount,
  deleteWindowCounts,
  deleteWindowCountsBefore,
  sumWindowCounts,
} from '../../db/window-counts.ts';
import { AppError } from '../../http/app-error.ts';
import { hashSecretToken } from './secret-tokens.ts';

export type AuthAction =
  'login' | 'register' | 'forgot-password' | 'reset-password' | 'staff-login';

/** A 429 that tells the client when to try again (the Retry-After header). */
export class RateLimitedError extends AppError {
  override name = 'RateLimitedError';
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', memberTexts.tooManyAttempts);
  }
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
     * Takes the account's turn for a login attempt: free while it has had fewer than
     * `loginFreeFailures` failures, else the first attempt of its current slot; throws a
     * RateLimitedError saying when the next slot starts otherwise.
     */
    async claimLoginTurn(email: string): Promise<void> {
      const now = options.clock();
      const since = new Date(windowStartOf(now).getTime() - windowMs);
      const failures = await sumWindowCounts(options.db, failuresBucket(email), since);
      const beyondFree = failures - options.loginFreeFailures;
      if (beyondFree < 0) return;
      const slotMs = 1000 * Math.min(2 ** (beyondFree + 1), options.loginMaxDelaySeconds);
      const slotStart = Math.floor(now.getTime() / slotMs) * slotMs;
      // Attempts are counted at the start of the slot they fell in, whatever its length then;
      // any count from this slot's start on, beside this attempt's, is an earlier attempt in
      // it. Two attempts at once both see the other: both wait.
      const bucket = turnsBucket(email);
      await addToWindowCount(options.db, bucket, new Date(slotStart));
      if ((await sumWindowCounts(options.db, bucket, new Date(slotStart))) > 1) {
        const retryAfterMs = slotStart + slotMs - now.getTime();
        throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
      }
    },

    /** Counts a failed login on the account; its next attempts may have to wait. */
    async recordLoginFailure(email: string): Promise<void> {
      await addToWindowCount(options.db, failuresBucket(email), windowStartOf(options.clock()));
    },

    /** The owner is in: earlier failures, and attempts, slow the account down no more. */
    async clearLoginFailures(email: string): Promise<void> {
      await deleteWindowCounts(options.db, [failuresBucket(email), turnsBucket(email)]);
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;

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

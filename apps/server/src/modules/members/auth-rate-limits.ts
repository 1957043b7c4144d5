/**
 * Rate limits of the account requests (DESIGN section 4): login, registration, forgot-password
 * and reset are counted per e-mail and per client address in fixed windows kept in PostgreSQL,
 * so every server process shares them. Each request is counted before it is checked (one atomic
 * upsert), so parallel attempts cannot slip past the limit.
 */
import { sql } from 'drizzle-orm';
import { memberTexts } from '@shop/core/member-api';
import { queryRows, type Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { hashSecretToken } from './secret-tokens.ts';

export type AuthAction = 'login' | 'register' | 'forgot-password' | 'reset-password';

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
}

// Old windows are deleted every this many requests, by whichever process counts it.
const SWEEP_EVERY = 200;

export function createAuthRateLimiter(options: AuthRateLimitOptions) {
  const windowMs = options.windowSeconds * 1000;
  let sinceSweep = 0;

  async function count(bucket: string, windowStart: Date): Promise<number> {
    const [row] = await queryRows<{ hits: number }>(
      options.db,
      sql`
      insert into auth_rate_limits (bucket, window_start, hits)
      values (${bucket}, ${windowStart.toISOString()}::timestamptz, 1)
      on conflict (bucket, window_start) do update set hits = auth_rate_limits.hits + 1
      returning hits`,
    );
    return Number(row?.hits ?? 0);
  }

  async function sweep(now: Date): Promise<void> {
    sinceSweep += 1;
    if (sinceSweep < SWEEP_EVERY) return;
    sinceSweep = 0;
    const before = new Date(now.getTime() - 2 * windowMs);
    await queryRows(
      options.db,
      sql`delete from auth_rate_limits where window_start < ${before.toISOString()}::timestamptz`,
    );
  }

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
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const checks: [string, number][] = [];
      if (keys.account)
        checks.push([`${action}:account:${hashSecretToken(keys.account)}`, options.perAccount]);
      if (keys.address) checks.push([`${action}:address:${keys.address}`, options.perAddress]);
      let over = false;
      for (const [bucket, limit] of checks) {
        if ((await count(bucket, windowStart)) > limit) over = true;
      }
      await sweep(now);
      if (over) {
        const retryAfterMs = windowStart.getTime() + windowMs - now.getTime();
        throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
      }
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;

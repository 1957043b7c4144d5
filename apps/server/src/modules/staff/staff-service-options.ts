/** What the staff account use cases are given. */
import type { Database } from '../../db/database.ts';
import type { AuthRateLimiter } from '../members/index.ts';
import type { TotpSecretBox } from './totp-secret-box.ts';

export interface StaffServiceOptions {
  db: Database;
  clock: () => Date;
  /** Login limits per address and the slowing down of an account's failed logins. */
  rateLimiter: AuthRateLimiter;
  /** A session unused this long ends. */
  idleMinutes: number;
  /** A session ends this long after its login, however busy. */
  sessionHours: number;
  /** The name an authenticator app lists the account under. */
  issuer: string;
  /** Encrypts the TOTP secrets kept in the database, and reads them back. */
  totpBox: TotpSecretBox;
  /** The shop's address (PUBLIC_URL): set-your-password links point into its admin app. */
  publicUrl: string;
}

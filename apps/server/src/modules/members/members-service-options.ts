/** What the member account use cases are given. */
import type { VerifyCaptcha } from '../verification/index.ts';
import type { AuthRateLimiter } from './auth-rate-limits.ts';
import type { MembersRepository } from './members-repository.ts';

export interface MembersServiceOptions {
  repository: MembersRepository;
  rateLimiter: AuthRateLimiter;
  clock: () => Date;
  sessionDays: number;
  passwordResetMinutes: number;
  /** Where visitors reach the shop; the reset link starts with it. */
  publicUrl: string;
  /** Google's check; null while human verification is off. */
  verifyCaptcha: VerifyCaptcha | null;
}

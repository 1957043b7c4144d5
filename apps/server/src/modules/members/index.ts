/**
 * What other modules may use of member accounts: sessions, tokens, rate limits and e-mails; the
 * staff accounts reuse its password hashing, tokens and rate limits.
 */
export {
  createLoginRateLimiter,
  RateLimitedError,
  type AuthRateLimiter,
} from './auth-rate-limits.ts';
export type { SessionContext } from './member-rows.ts';
export { createMembersRepository, type MembersRepository } from './members-repository.ts';
export { memberSessionSecurity } from './members-routes.ts';
export { createMembersService, type MembersService } from './members-service.ts';
export { checkAgainstNoPassword, hashPassword, isPasswordCorrect } from './password-hashing.ts';
export { buildPasswordResetMessage } from './password-reset-email.ts';
export { buildRegistrationAttemptMessage } from './registration-attempt-email.ts';
export { queuePasswordReset } from './request-password-reset.ts';
export { generateSecretToken, hashSecretToken, normaliseEmail } from './secret-tokens.ts';

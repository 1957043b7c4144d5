/**
 * Bearer and reset tokens: 256 random bits, base64url. Only their SHA-256 is stored, so a copy
 * of the database lets nobody log in or reset a password.
 */
import { createHash, randomBytes } from 'node:crypto';

export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The e-mail an account is found by: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

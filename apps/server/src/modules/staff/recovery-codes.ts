/**
 * Two-factor recovery codes: ten single-use codes of 50 random bits each ('k3m9q-x2v7w'), shown
 * once when two-factor is set up and kept only as SHA-256 hashes. Compared without case, spaces
 * or dashes, as people type them off paper.
 */
import { randomInt } from 'node:crypto';
import { hashSecretToken } from '../members/index.ts';

export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32 alphabet: no i, l, o or u to misread.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function randomGroup(): string {
  return Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`);
}

/** Whether an entered code has a recovery code's shape (ten letters or digits). */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[0-9a-z]{10}$/.test(normalise(code));
}

function normalise(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return hashSecretToken(`recovery:${normalise(code)}`);
}

/**
 * Time-based one-time passwords (RFC 6238) through otplib: 30-second codes of six digits, one
 * step of clock drift either way, base32 secrets an authenticator app reads from an otpauth URI.
 */
import { generateSecret, generateURI, verify } from 'otplib';

/** A code sent a step early or late (a slow phone clock, a slow typist) still counts. */
const TOLERANCE_SECONDS = 30;

export function createTotpSecret(): string {
  return generateSecret();
}

export function buildTotpUri(secret: string, email: string, issuer: string): string {
  return generateURI({ issuer, label: email, secret });
}

/** The time step a code belongs to when it is right for the secret now; null otherwise. */
export async function findTotpStep(
  secret: string,
  code: string,
  now: Date,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Authenticator codes for the journeys' staff accounts. The server takes each code once, and a
 * code of the time step before or after the current one (apps/server/src/modules/staff/totp.ts):
 * each call for a secret answers with a later step than the last, one step ahead of the clock at
 * most, and waits for the clock only when a third code is asked for within one 30-second step.
 */
import { generate } from 'otplib';

const STEP_MS = 30_000;
const lastSteps = new Map<string, number>();

export async function nextTwoFactorCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, (lastSteps.get(secret) ?? -1) + 1);
  if (step > now + 1) {
    // Until step - 1 is the clock's step, when `step` is the step after it.
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 250));
  }
  lastSteps.set(secret, step);
  return generate({ secret, epoch: (step * STEP_MS) / 1000 });
}

/** Google reCAPTCHA v2 `siteverify` (https://developers.google.com/recaptcha/docs/verify). */
import { z } from 'zod';
import type { Settings } from '../../config/settings.ts';
import { AppError } from '../../http/app-error.ts';

const siteverifyResponseSchema = z.object({
  success: z.boolean(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface RecaptchaClientOptions {
  secretKey: string;
  verifyUrl: string;
  timeoutMs?: number;
}

/** Answers whether Google accepts a widget response; throws a 503 when Google cannot tell. */
export type VerifyCaptcha = (
  captchaResponse: string,
  remoteIp: string | undefined,
) => Promise<boolean>;

export function createRecaptchaClient({
  secretKey,
  verifyUrl,
  timeoutMs = 10_000,
}: RecaptchaClientOptions): VerifyCaptcha {
  return async (captchaResponse, remoteIp) => {
    const form = new URLSearchParams({ secret: secretKey, response: captchaResponse });
    if (remoteIp) form.set('remoteip', remoteIp);
    let payload: unknown;
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      payload = await response.json();
    } catch (error) {
      throw new AppError(
        'service_unavailable',
        'Human verification is unavailable right now. Please try again in a few minutes.',
        { cause: error },
      );
    }
    const answer = siteverifyResponseSchema.safeParse(payload);
    if (!answer.success) {
      throw new AppError('service_unavailable', 'Human verification gave an unexpected answer.', {
        cause: answer.error,
      });
    }
    return answer.data.success;
  };
}

/** Google's check as the settings configure it; null when verification is disabled. */
export function createCaptchaCheck(
  settings: Pick<Settings, 'RECAPTCHA_DISABLED' | 'RECAPTCHA_SECRET_KEY' | 'RECAPTCHA_VERIFY_URL'>,
): VerifyCaptcha | null {
  if (settings.RECAPTCHA_DISABLED) return null;
  // loadSettings refuses RECAPTCHA_DISABLED=false without a secret key.
  if (!settings.RECAPTCHA_SECRET_KEY) throw new Error('reCAPTCHA is enabled without a secret key');
  return createRecaptchaClient({
    secretKey: settings.RECAPTCHA_SECRET_KEY,
    verifyUrl: settings.RECAPTCHA_VERIFY_URL,
  });
}

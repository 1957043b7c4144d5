import { env } from '../config/env.ts';

/**
 * The site key to show the reCAPTCHA widget with, or none while verification is off: the ticket
 * and the membership checkouts ask for it the same way.
 */
export function getRecaptchaSiteKey(): string | undefined {
  return env.VITE_RECAPTCHA_DISABLED ? undefined : env.VITE_RECAPTCHA_SITE_KEY;
}

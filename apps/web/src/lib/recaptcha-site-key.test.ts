import { afterEach, expect, it } from 'vitest';
import { env } from '../config/env.ts';
import { getRecaptchaSiteKey } from './recaptcha-site-key.ts';

const built = { ...env };
afterEach(() => {
  Object.assign(env, built);
});

it('gives no site key while verification is off, even when one is set', () => {
  Object.assign(env, { VITE_RECAPTCHA_DISABLED: true, VITE_RECAPTCHA_SITE_KEY: 'site-key' });
  expect(getRecaptchaSiteKey()).toBeUndefined();
});

it('gives the site key while verification is on', () => {
  Object.assign(env, { VITE_RECAPTCHA_DISABLED: false, VITE_RECAPTCHA_SITE_KEY: 'site-key' });
  expect(getRecaptchaSiteKey()).toBe('site-key');
});

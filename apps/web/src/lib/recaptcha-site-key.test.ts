import { expect, it, onTestFinished } from 'vitest';
import { changeBuildSettings } from '../test/build-settings.ts';
import { getRecaptchaSiteKey } from './recaptcha-site-key.ts';

it('gives no site key while verification is off, even when one is set', () => {
  onTestFinished(
    changeBuildSettings({ VITE_RECAPTCHA_DISABLED: true, VITE_RECAPTCHA_SITE_KEY: 'site-key' }),
  );
  expect(getRecaptchaSiteKey()).toBeUndefined();
});

it('gives the site key while verification is on', () => {
  onTestFinished(
    changeBuildSettings({ VITE_RECAPTCHA_DISABLED: false, VITE_RECAPTCHA_SITE_KEY: 'site-key' }),
  );
  expect(getRecaptchaSiteKey()).toBe('site-key');
});

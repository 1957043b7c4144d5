import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema.ts';
import { getCardVaultUrl } from './env.ts';

describe('build settings', () => {
  it('gives every setting its default when nothing is set', () => {
    expect(parseEnv({ MODE: 'production' })).toMatchObject({
      VITE_API_URL: '/api/v1',
      VITE_RECAPTCHA_DISABLED: true,
      VITE_CARD_VAULT_URL: '/sandbox-vault/v1',
      VITE_FOUNDATION_NAME: 'Wasatch Legacy Foundation',
      VITE_FOUNDATION_SHORT_NAME: 'Wasatch Legacy',
      VITE_SUPPORT_EMAIL: 'tickets@wasatchlegacy.org',
      VITE_SHOW_STYLEGUIDE: false,
      VITE_SHOW_PHONE_FIELD: true,
      VITE_FOUNDATION_ADDRESS: '3400 Legacy Parkway, Park City, UT 84098',
      VITE_SUPPORT_PHONE: '(435) 555-0100',
      VITE_TERMS_URL: 'https://wasatchlegacy.org/terms',
      VITE_PRIVACY_POLICY_URL: 'https://wasatchlegacy.org/privacy',
      VITE_ACCESSIBILITY_URL: 'https://wasatchlegacy.org/accessibility',
    });
  });

  it('leaves a footer link out when its address is empty, and refuses one that is no web address', () => {
    expect(parseEnv({ VITE_PRIVACY_POLICY_URL: '' }).VITE_PRIVACY_POLICY_URL).toBeUndefined();
    expect(() => parseEnv({ VITE_TERMS_URL: 'javascript:alert(1)' })).toThrow(
      /VITE_TERMS_URL: must be an http\(s\) address/,
    );
  });

  it('hides the checkout’s phone field when told to', () => {
    expect(parseEnv({ VITE_SHOW_PHONE_FIELD: 'false' }).VITE_SHOW_PHONE_FIELD).toBe(false);
    expect(parseEnv({ VITE_SHOW_PHONE_FIELD: '0' }).VITE_SHOW_PHONE_FIELD).toBe(false);
    expect(() => parseEnv({ VITE_SHOW_PHONE_FIELD: 'hide' })).toThrow(
      /VITE_SHOW_PHONE_FIELD: must be true or false/,
    );
  });

  it('shows the styleguide outside production unless told otherwise', () => {
    expect(parseEnv({ MODE: 'development' }).VITE_SHOW_STYLEGUIDE).toBe(true);
    expect(
      parseEnv({ MODE: 'development', VITE_SHOW_STYLEGUIDE: 'false' }).VITE_SHOW_STYLEGUIDE,
    ).toBe(false);
    expect(
      parseEnv({ MODE: 'production', VITE_SHOW_STYLEGUIDE: 'true' }).VITE_SHOW_STYLEGUIDE,
    ).toBe(true);
  });

  it('needs a reCAPTCHA site key when human verification is on', () => {
    expect(() => parseEnv({ VITE_RECAPTCHA_DISABLED: 'false' })).toThrow(
      /VITE_RECAPTCHA_SITE_KEY: is required when VITE_RECAPTCHA_DISABLED=false/,
    );
    expect(
      parseEnv({ VITE_RECAPTCHA_DISABLED: 'false', VITE_RECAPTCHA_SITE_KEY: 'site-key' })
        .VITE_RECAPTCHA_SITE_KEY,
    ).toBe('site-key');
  });

  it('reads an empty optional key as unset', () => {
    expect(parseEnv({ VITE_SENTRY_DSN: '' }).VITE_SENTRY_DSN).toBeUndefined();
  });

  it('names each bad setting', () => {
    expect(() =>
      parseEnv({ VITE_RECAPTCHA_DISABLED: 'maybe', VITE_SUPPORT_EMAIL: 'nope' }),
    ).toThrow(
      /VITE_RECAPTCHA_DISABLED: must be true or false[\s\S]*VITE_SUPPORT_EMAIL: must be an e-mail address/,
    );
  });
});

describe('the card vault root', () => {
  it('is taken on the API’s origin when it is a path', () => {
    window.__SHOP_API_URL__ = 'http://api.test:8080/api/v1';
    expect(getCardVaultUrl()).toBe('http://api.test:8080/sandbox-vault/v1');
    window.__SHOP_API_URL__ = '/api/v1';
    expect(getCardVaultUrl()).toBe('/sandbox-vault/v1');
  });
});

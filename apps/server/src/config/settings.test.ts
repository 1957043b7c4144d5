import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from './settings.ts';

describe('settings', () => {
  it('has working defaults: port 3000 on embedded PGlite in ./data with demo data', () => {
    const settings = loadSettings({});
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO_DATA: true,
      NODE_ENV: 'development',
    });
  });

  it('treats empty variables as unset and parses numbers and flags', () => {
    const settings = loadSettings({ PORT: '8080', DATABASE_URL: '', SEED_DEMO_DATA: 'false' });
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings).toMatchObject({ PORT: 8080, SEED_DEMO_DATA: false });
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      loadSettings({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SUPPORT_EMAIL: 'nope',
        SEED_DEMO_DATA: 'perhaps',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SUPPORT_EMAIL', 'SEED_DEMO_DATA'])
      expect(message).toContain(name);
  });

  it('in production, refuses the sandbox gateway, a disabled reCAPTCHA and demo data, naming each and its opt-in', () => {
    let error: unknown;
    try {
      loadSettings({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as Error).message.split('\n')).toEqual([
      'Invalid settings:',
      expect.stringMatching(/^ {2}PAYMENT_GATEWAY: .*ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true/),
      expect.stringMatching(
        /^ {2}RECAPTCHA_DISABLED: .*ALLOW_RECAPTCHA_DISABLED_IN_PRODUCTION=true/,
      ),
      expect.stringMatching(/^ {2}SEED_DEMO_DATA: .*ALLOW_DEMO_DATA_IN_PRODUCTION=true/),
      expect.stringMatching(/^ {2}PUBLIC_URL: is required with NODE_ENV=production/),
    ]);
  });

  it('in production, names only the defaults left in place', () => {
    expect(() =>
      loadSettings({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://tickets.example.org',
        RECAPTCHA_DISABLED: 'false',
        RECAPTCHA_SECRET_KEY: 'secret',
        SEED_DEMO_DATA: 'false',
      }),
    ).toThrow(/^Invalid settings:\n {2}PAYMENT_GATEWAY: [^\n]*$/);
  });

  it('in production, lets a staging site opt in to each development default', () => {
    const settings = loadSettings({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://staging.example.org',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      ALLOW_RECAPTCHA_DISABLED_IN_PRODUCTION: 'true',
      ALLOW_DEMO_DATA_IN_PRODUCTION: 'true',
    });
    expect(settings).toMatchObject({
      PAYMENT_GATEWAY: 'sandbox',
      RECAPTCHA_DISABLED: true,
      SEED_DEMO_DATA: true,
    });
  });

  it('in production, accepts a real gateway, reCAPTCHA on and no demo data without opt-ins', () => {
    const settings = loadSettings({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tickets.example.org',
      PAYMENT_GATEWAY: 'spreedly',
      SPREEDLY_ENVIRONMENT_KEY: 'key',
      SPREEDLY_ACCESS_SECRET: 'secret',
      SPREEDLY_GATEWAY_TOKEN: 'token',
      RECAPTCHA_DISABLED: 'false',
      RECAPTCHA_SECRET_KEY: 'secret',
      SEED_DEMO_DATA: 'false',
    });
    expect(settings).toMatchObject({
      NODE_ENV: 'production',
      ALLOW_DEMO_DATA_IN_PRODUCTION: false,
    });
  });

  it('links e-mails to the server itself in development, following HOST and PORT', () => {
    expect(loadSettings({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadSettings({ HOST: '127.0.0.1', PORT: '8080' }).PUBLIC_URL).toBe(
      'http://127.0.0.1:8080',
    );
    expect(loadSettings({ HOST: '0.0.0.0', PORT: '4000' }).PUBLIC_URL).toBe(
      'http://localhost:4000',
    );
    expect(loadSettings({ HOST: '::1', PORT: '4000' }).PUBLIC_URL).toBe('http://[::1]:4000');
    expect(
      loadSettings({ HOST: '0.0.0.0', PUBLIC_URL: 'https://tickets.example.org/' }).PUBLIC_URL,
    ).toBe('https://tickets.example.org');
  });

  it('has request, headers, keep-alive and connection timeouts, headers within the request', () => {
    expect(loadSettings({})).toMatchObject({
      REQUEST_TIMEOUT_MS: 30_000,
      HEADERS_TIMEOUT_MS: 10_000,
      KEEP_ALIVE_TIMEOUT_MS: 72_000,
      CONNECTION_TIMEOUT_MS: 60_000,
    });
    expect(() => loadSettings({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must be at most REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadSettings({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('runs one process unless told, and several only on a PostgreSQL server', () => {
    expect(loadSettings({}).WEB_CONCURRENCY).toBe(1);
    expect(() => loadSettings({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: above 1 needs DATABASE_URL/,
    );
    expect(
      loadSettings({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://shop@db:5432/shop' })
        .WEB_CONCURRENCY,
    ).toBe(2);
    expect(() => loadSettings({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('refuses a metrics token too short to keep the figures private', () => {
    expect(loadSettings({}).METRICS_TOKEN).toBeUndefined();
    expect(() => loadSettings({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });

  it('trusts X-Forwarded-For only from proxies named by address or range', () => {
    expect(loadSettings({}).TRUST_PROXY).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(
      loadSettings({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,loopback,2001:db8::/32' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.0.2.7', 'loopback', '2001:db8::/32']);
    for (const value of ['true', '1', '2'])
      expect(() => loadSettings({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: must name the proxies in front of the server by address or CIDR range/,
      );
    for (const value of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', ','])
      expect(() => loadSettings({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: must be false, or proxy addresses and CIDR ranges/,
      );
  });

  it('takes a redis:// or rediss:// URL for the shared site-wide limit', () => {
    expect(loadSettings({}).REDIS_URL).toBeUndefined();
    expect(loadSettings({ REDIS_URL: 'rediss://cache.internal:6380/0' }).REDIS_URL).toBe(
      'rediss://cache.internal:6380/0',
    );
    expect(() => loadSettings({ REDIS_URL: 'http://cache.internal' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });
});

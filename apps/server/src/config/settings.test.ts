import { describe, expect, it } from 'vitest';
import { loadSettings, parseEncryptionKey, SettingsError } from './settings.ts';

const TOTP_KEY = Buffer.alloc(32, 7).toString('base64');
/** What a real shop sets besides its gateway and reCAPTCHA (README, 'A real shop'). */
const realShopMailDatabaseAndKey = {
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtps://mail.example.org:465',
  DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
  TOTP_ENCRYPTION_KEY: TOTP_KEY,
};
const productionWithOptIns = {
  PUBLIC_URL: 'https://staging.example.org',
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
  ALLOW_RECAPTCHA_DISABLED_IN_PRODUCTION: 'true',
  ALLOW_DEMO_DATA_IN_PRODUCTION: 'true',
  ALLOW_FILE_MAIL_IN_PRODUCTION: 'true',
  ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
  TOTP_ENCRYPTION_KEY: TOTP_KEY,
};

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
      expect.stringMatching(/^ {2}MAIL_TRANSPORT: is file .*ALLOW_FILE_MAIL_IN_PRODUCTION=true/),
      expect.stringMatching(
        /^ {2}DATABASE_URL: is unset .*ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION=true/,
      ),
      expect.stringMatching(/^ {2}TOTP_ENCRYPTION_KEY: is required with NODE_ENV=production/),
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
        ...realShopMailDatabaseAndKey,
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
      ALLOW_FILE_MAIL_IN_PRODUCTION: 'true',
      ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
      TOTP_ENCRYPTION_KEY: TOTP_KEY,
    });
    expect(settings).toMatchObject({
      PAYMENT_GATEWAY: 'sandbox',
      RECAPTCHA_DISABLED: true,
      SEED_DEMO_DATA: true,
      MAIL_TRANSPORT: 'file',
    });
    expect(settings.DATABASE_URL).toBeUndefined();
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
      ...realShopMailDatabaseAndKey,
    });
    expect(settings).toMatchObject({
      NODE_ENV: 'production',
      ALLOW_DEMO_DATA_IN_PRODUCTION: false,
      ALLOW_FILE_MAIL_IN_PRODUCTION: false,
      ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: false,
      API_DOCS: false,
    });
  });

  it('turns the test clock on outside production, and in production only with its opt-in', () => {
    expect(loadSettings({}).TEST_CLOCK_ENABLED).toBe(false);
    expect(loadSettings({ NODE_ENV: 'test', TEST_CLOCK_ENABLED: 'true' }).TEST_CLOCK_ENABLED).toBe(
      true,
    );
    expect(() =>
      loadSettings({ NODE_ENV: 'production', TEST_CLOCK_ENABLED: 'true', ...productionWithOptIns }),
    ).toThrow(
      /^Invalid settings:\n {2}TEST_CLOCK_ENABLED: is true with NODE_ENV=production.*ALLOW_TEST_CLOCK_IN_PRODUCTION=true for a staging site$/,
    );
    const staging = loadSettings({
      NODE_ENV: 'production',
      TEST_CLOCK_ENABLED: 'true',
      ALLOW_TEST_CLOCK_IN_PRODUCTION: 'true',
      ...productionWithOptIns,
    });
    expect(staging.TEST_CLOCK_ENABLED).toBe(true);
    expect(() =>
      loadSettings({
        TEST_CLOCK_ENABLED: 'true',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
      }),
    ).toThrow(/TEST_CLOCK_ENABLED: needs WEB_CONCURRENCY=1/);
  });

  it('in production, refuses file mail and the embedded database, each with its own opt-in', () => {
    const realShop = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tickets.example.org',
      PAYMENT_GATEWAY: 'spreedly',
      SPREEDLY_ENVIRONMENT_KEY: 'key',
      SPREEDLY_ACCESS_SECRET: 'secret',
      SPREEDLY_GATEWAY_TOKEN: 'token',
      RECAPTCHA_DISABLED: 'false',
      RECAPTCHA_SECRET_KEY: 'secret',
      SEED_DEMO_DATA: 'false',
      TOTP_ENCRYPTION_KEY: TOTP_KEY,
    };
    expect(() => loadSettings(realShop)).toThrow(
      /^Invalid settings:\n {2}MAIL_TRANSPORT: [^\n]*MAIL_TRANSPORT=smtp[^\n]*\n {2}DATABASE_URL: [^\n]*$/,
    );
    expect(() =>
      loadSettings({ ...realShop, MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail:25' }),
    ).toThrow(/^Invalid settings:\n {2}DATABASE_URL: [^\n]*$/);
    expect(() =>
      loadSettings({ ...realShop, DATABASE_URL: 'postgres://shop@db:5432/shop' }),
    ).toThrow(/^Invalid settings:\n {2}MAIL_TRANSPORT: [^\n]*$/);
    const staging = loadSettings({
      ...realShop,
      ALLOW_FILE_MAIL_IN_PRODUCTION: 'true',
      ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
    });
    expect([staging.MAIL_TRANSPORT, staging.DATABASE_URL]).toEqual(['file', undefined]);
    // Outside production nothing changes.
    const development = loadSettings({});
    expect([development.MAIL_TRANSPORT, development.DATABASE_URL]).toEqual(['file', undefined]);
  });

  it('serves the API documentation outside production, and in production when API_DOCS=true', () => {
    expect(loadSettings({}).API_DOCS).toBe(true);
    expect(loadSettings({ NODE_ENV: 'test' }).API_DOCS).toBe(true);
    expect(loadSettings({ API_DOCS: 'false' }).API_DOCS).toBe(false);
    const production = { ...productionWithOptIns, NODE_ENV: 'production' };
    expect(loadSettings(production).API_DOCS).toBe(false);
    expect(loadSettings({ ...production, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(() => loadSettings({ API_DOCS: 'maybe' })).toThrow(/API_DOCS: must be true or false/);
  });

  it('caps connections per client address at 100 unless told, 0 turning it off', () => {
    expect(loadSettings({}).MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
    expect(loadSettings({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(0);
    expect(loadSettings({ MAX_CONNECTIONS_PER_ADDRESS: '20' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(
      20,
    );
    for (const bad of ['-1', 'many', '2.5'])
      expect(() => loadSettings({ MAX_CONNECTIONS_PER_ADDRESS: bad })).toThrow(
        /MAX_CONNECTIONS_PER_ADDRESS/,
      );
  });

  it('takes a TOTP key of 32 bytes, as hex or base64, and refuses any other', () => {
    const hex = 'ab'.repeat(32);
    expect(loadSettings({ TOTP_ENCRYPTION_KEY: hex }).TOTP_ENCRYPTION_KEY).toBe(hex);
    expect(loadSettings({ TOTP_ENCRYPTION_KEY: TOTP_KEY }).TOTP_ENCRYPTION_KEY).toBe(TOTP_KEY);
    expect(parseEncryptionKey(hex)).toEqual(Buffer.alloc(32, 0xab));
    expect(parseEncryptionKey(TOTP_KEY)?.length).toBe(32);
    for (const bad of ['ab'.repeat(31), 'c2hvcnQ=', 'not a key at all, not at all, no!!!!'])
      expect(() => loadSettings({ TOTP_ENCRYPTION_KEY: bad })).toThrow(
        /TOTP_ENCRYPTION_KEY: must be 32 bytes/,
      );
    // Outside production the development key is used when none is set.
    expect(loadSettings({}).TOTP_ENCRYPTION_KEY).toBeUndefined();
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

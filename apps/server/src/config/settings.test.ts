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
});

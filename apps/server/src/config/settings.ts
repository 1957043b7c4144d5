/**
 * Every server setting, read once from the environment at start-up. A bad value stops the
 * process with a message naming each offending variable.
 */
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { trustProxySchema } from './trust-proxy.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .url({ message: 'must be a postgres:// URL' })
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  WEB_DIST_DIR: z.string().min(1).optional(),
  NAV_MENU_URL: z.url({ message: 'must be an http(s) URL' }).optional(),
  NAV_MENU_FILE: z.string().min(1).optional(),
  NAV_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  FOUNDATION_NAME: z.string().min(1).default('Wasatch Legacy Foundation'),
  FOUNDATION_SHORT_NAME: z.string().min(1).default('Wasatch Legacy'),
  SUPPORT_EMAIL: z
    .email({ message: 'must be an e-mail address' })
    .default('tickets@wasatchlegacy.org'),
  /** Show the 'Skip the line' waiver links on confirmations when an order has waivers. */
  DISPLAY_WAIVERS: booleanFromEnv.default(true),
  HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /**
   * How long before a session's start the gate admits its tickets, on the session's day in Denver
   * only (decision 072).
   */
  CHECK_IN_OPENS_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(120),
  /** How long a calendar answer may be served from memory (decision 011); 0 turns it off. */
  ACTIVITY_TIMES_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  HOLD_SWEEP_SECONDS: z.coerce.number().int().min(1).default(60),
  /** How long a waiting list's offer holds its places, at most until the session's cutoff (103). */
  WAITLIST_OFFER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(12),
  /** How many days after a session its waiting list's addresses are kept, then removed (103). */
  WAITLIST_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** How often the worker offers places that came back to the sessions with a waiting list. */
  WAITLIST_OFFER_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /**
   * Visitors who reach an on-sale queue this long before its opening are put in a random order
   * at the opening (decision 104); later ones queue behind them as they come.
   */
  QUEUE_EARLY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** How long a process answers the on-sale queues' state from its last read of them. */
  QUEUE_STATE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How often the worker lets the on-sale queues' visitors through (their rate per minute). */
  QUEUE_ADVANCE_SECONDS: z.coerce.number().int().min(1).max(60).default(1),
  /** How often the worker queues membership renewal reminders (30 and 7 days before). */
  RENEWAL_REMINDER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** How long a submission may stay unfinished before payment recovery takes it over. */
  PAYMENT_RECOVERY_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Redis or Valkey for the site-wide limit; unset counts it in the database. */
  REDIS_URL: z
    .url({ message: 'must be a redis:// or rediss:// URL' })
    .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Whose X-Forwarded-For names the client: false, or the proxies' addresses and CIDR ranges. */
  TRUST_PROXY: trustProxySchema.default(false),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Server processes sharing the port (Node's cluster); more than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Slow clients (issue "hardening", item 4): a request must arrive whole within these times.
  /** Headers and body of one request; a slower one gets a 408 and its connection is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** The headers of one request, at most REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** An idle connection between requests; above a load balancer's idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),
  /** A connection silent both ways while a request is open; 0 turns it off. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  SENTRY_DSN: z.url().optional(),
  /** The web build's Sentry DSN: pages may post error reports to its host (Content-Security-Policy). */
  VITE_SENTRY_DSN: z.url().optional(),
  /** The bearer token a Prometheus scraper presents at GET /metrics; unset, there is no such route. */
  METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  // Payments (DESIGN section 3): the sandbox vault inside this server, or Spreedly.
  PAYMENT_GATEWAY: z.enum(['sandbox', 'spreedly']).default('sandbox'),
  SANDBOX_VAULT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SPREEDLY_ENVIRONMENT_KEY: z.string().min(1).optional(),
  SPREEDLY_ACCESS_SECRET: z.string().min(1).optional(),
  SPREEDLY_GATEWAY_TOKEN: z.string().min(1).optional(),
  SPREEDLY_BASE_URL: z
    .url({ message: 'must be an http(s) URL' })
    .default('https://core.spreedly.com'),
  // Human verification: Google reCAPTCHA v2 siteverify; off until a secret key is configured.
  RECAPTCHA_DISABLED: booleanFromEnv.default(true),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ message: 'must be an http(s) URL' })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  VERIFICATION_MAX_AGE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  // E-mail (DESIGN section 3): files in DATA_DIR/outbox locally, SMTP in production.
  MAIL_TRANSPORT: z.enum(['file', 'smtp']).default('file'),
  SMTP_URL: z
    .url({ message: 'must be an smtp:// or smtps:// URL' })
    .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('"Wasatch Legacy Foundation" <tickets@wasatchlegacy.org>'),
  /**
   * Where visitors reach the shop; links in e-mails start with it. Unset: this server's own
   * address (HOST and PORT) in development, and refused in production (`publicUrlOf`).
   */
  PUBLIC_URL: z
    .url({ message: 'must be an http(s) URL' })
    .refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  OUTBOX_POLL_SECONDS: z.coerce.number().positive().max(3600).default(2),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  // Member accounts (DESIGN sections 2 and 4).
  MEMBER_SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** A password reset link works this long, and never more than an hour. */
  PASSWORD_RESET_MINUTES: z.coerce.number().int().min(5).max(60).default(60),
  /** Registration and forgot-password per e-mail; all four account requests per address. */
  MEMBER_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  MEMBER_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  MEMBER_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  // Opt-ins for a staging site run with NODE_ENV=production (see productionRefusals below).
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: booleanFromEnv.default(false),
  ALLOW_RECAPTCHA_DISABLED_IN_PRODUCTION: booleanFromEnv.default(false),
  ALLOW_DEMO_DATA_IN_PRODUCTION: booleanFromEnv.default(false),
  ALLOW_FILE_MAIL_IN_PRODUCTION: booleanFromEnv.default(false),
  ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: booleanFromEnv.default(false),
  ALLOW_TEST_CLOCK_IN_PRODUCTION: booleanFromEnv.default(false),
  /**
   * The process's clock runs from the wall clock plus an offset that `POST /api/test/clock`
   * moves forward: for browser journeys that watch time pass (http/test-clock.ts).
   */
  TEST_CLOCK_ENABLED: booleanFromEnv.default(false),
  /**
   * Serve the interactive API documentation (Swagger UI at /api/docs and its OpenAPI document).
   * Unset: served in development and tests, not in production, where it maps the admin API for
   * anyone.
   */
  API_DOCS: booleanFromEnv.optional(),
  /**
   * Open connections one client address (the direct peer) may hold in each server process;
   * more are closed at once, so one client cannot use up the process's file descriptors.
   * Connections from a proxy listed in TRUST_PROXY are not capped (decision 076); 0 turns it off.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(100),
  /**
   * The key the staff's TOTP secrets are encrypted with (AES-256-GCM): 32 bytes as 64 hex
   * digits or base64. Required in production; elsewhere a fixed development key is used.
   */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((value) => parseEncryptionKey(value) !== null, {
      message: 'must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)',
    })
    .optional(),
  /** Failed logins on one e-mail before its attempts are slowed down (never refused for long). */
  MEMBER_LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  /** The longest wait between two login attempts on one e-mail once they are slowed down. */
  MEMBER_LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(2).max(900).default(60),
  // Staff sessions of the back office (issue 14, decision 040).
  /** A staff session unused this long ends. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** A staff session ends this long after its login, however busy. */
  STAFF_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(12),
});

type ParsedSettings = z.infer<typeof settingsSchema>;
export type Settings = Omit<ParsedSettings, 'PUBLIC_URL' | 'API_DOCS'> & {
  PUBLIC_URL: string;
  API_DOCS: boolean;
};

/** 32 key bytes written as 64 hex digits or as base64; null for anything else. */
export function parseEncryptionKey(value: string): Buffer | null {
  const trimmed = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/**
 * The development defaults that must never reach a real shop: fake cards that pay, a checkout
 * open to robots, and demo data with a known member password and 100%-off coupons. In
 * production each stops the server unless its opt-in says this is a staging site on purpose.
 */
const productionRefusals: {
  name: keyof Settings;
  isOffending: (settings: ParsedSettings) => boolean;
  optIn:
    | 'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION'
    | 'ALLOW_RECAPTCHA_DISABLED_IN_PRODUCTION'
    | 'ALLOW_DEMO_DATA_IN_PRODUCTION'
    | 'ALLOW_FILE_MAIL_IN_PRODUCTION'
    | 'ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION'
    | 'ALLOW_TEST_CLOCK_IN_PRODUCTION';
  message: string;
}[] = [
  {
    name: 'PAYMENT_GATEWAY',
    isOffending: (settings) => settings.PAYMENT_GATEWAY === 'sandbox',
    optIn: 'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION',
    message:
      'is sandbox with NODE_ENV=production, so test card numbers would pay for orders: set PAYMENT_GATEWAY=spreedly',
  },
  {
    name: 'RECAPTCHA_DISABLED',
    isOffending: (settings) => settings.RECAPTCHA_DISABLED,
    optIn: 'ALLOW_RECAPTCHA_DISABLED_IN_PRODUCTION',
    message:
      'is true with NODE_ENV=production, so checkouts are not checked for robots: set RECAPTCHA_DISABLED=false and RECAPTCHA_SECRET_KEY',
  },
  {
    name: 'SEED_DEMO_DATA',
    isOffending: (settings) => settings.SEED_DEMO_DATA,
    optIn: 'ALLOW_DEMO_DATA_IN_PRODUCTION',
    message:
      'is true with NODE_ENV=production, so the demo catalogue, its demo member (whose password is public) and its 100%-off coupons would be written: set SEED_DEMO_DATA=false',
  },
  {
    name: 'MAIL_TRANSPORT',
    isOffending: (settings) => settings.MAIL_TRANSPORT === 'file',
    optIn: 'ALLOW_FILE_MAIL_IN_PRODUCTION',
    message:
      "is file with NODE_ENV=production, so confirmations and password-reset links would stay on the server's disk, never sent: set MAIL_TRANSPORT=smtp and SMTP_URL",
  },
  {
    name: 'DATABASE_URL',
    isOffending: (settings) => !settings.DATABASE_URL,
    optIn: 'ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION',
    message:
      'is unset with NODE_ENV=production, so every order would be kept in one embedded database file in DATA_DIR, served by one process: set DATABASE_URL to a PostgreSQL server',
  },
  {
    name: 'TEST_CLOCK_ENABLED',
    isOffending: (settings) => settings.TEST_CLOCK_ENABLED,
    optIn: 'ALLOW_TEST_CLOCK_IN_PRODUCTION',
    message:
      "is true with NODE_ENV=production, so anyone could move the shop's clock forward (POST /api/test/clock), lapsing holds and offers: set TEST_CLOCK_ENABLED=false",
  },
];

/**
 * Settings that depend on each other: a chosen integration needs its credentials, and production
 * refuses the development defaults unless opted in.
 */
const checkedSettingsSchema = settingsSchema
  .superRefine((settings, context) => {
    const required = (name: keyof typeof settings, when: string) => {
      if (!settings[name])
        context.addIssue({ code: 'custom', path: [name], message: `is required when ${when}` });
    };
    if (settings.PAYMENT_GATEWAY === 'spreedly') {
      required('SPREEDLY_ENVIRONMENT_KEY', 'PAYMENT_GATEWAY=spreedly');
      required('SPREEDLY_ACCESS_SECRET', 'PAYMENT_GATEWAY=spreedly');
      required('SPREEDLY_GATEWAY_TOKEN', 'PAYMENT_GATEWAY=spreedly');
    }
    if (!settings.RECAPTCHA_DISABLED) required('RECAPTCHA_SECRET_KEY', 'RECAPTCHA_DISABLED=false');
    if (settings.MAIL_TRANSPORT === 'smtp') required('SMTP_URL', 'MAIL_TRANSPORT=smtp');
    if (settings.NODE_ENV === 'production') {
      for (const refusal of productionRefusals) {
        if (!refusal.isOffending(settings) || settings[refusal.optIn]) continue;
        context.addIssue({
          code: 'custom',
          path: [refusal.name],
          message: `${refusal.message}, or ${refusal.optIn}=true for a staging site`,
        });
      }
    }
    // Two-factor secrets encrypted with a key written in the source would be as good as clear.
    if (settings.NODE_ENV === 'production' && !settings.TOTP_ENCRYPTION_KEY)
      context.addIssue({
        code: 'custom',
        path: ['TOTP_ENCRYPTION_KEY'],
        message:
          "is required with NODE_ENV=production: the key the staff's two-factor secrets are encrypted with, 32 bytes (openssl rand -base64 32)",
      });
    // A real shop's e-mails must link to where visitors reach it, not to this server's address.
    if (settings.NODE_ENV === 'production' && !settings.PUBLIC_URL)
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'is required with NODE_ENV=production: the address visitors reach the shop at, for the links in e-mails',
      });
    // A test clock's offset is one process's: a cluster's processes would each keep their own.
    if (settings.TEST_CLOCK_ENABLED && settings.WEB_CONCURRENCY > 1)
      context.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_ENABLED'],
        message: 'needs WEB_CONCURRENCY=1: each process would keep a clock of its own',
      });
    // PGlite's files belong to one process: several processes share a PostgreSQL server only.
    if (settings.WEB_CONCURRENCY > 1 && !settings.DATABASE_URL)
      context.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'above 1 needs DATABASE_URL: the embedded database serves one process only',
      });
    // Node refuses a headers timeout longer than the request timeout.
    if (settings.HEADERS_TIMEOUT_MS > settings.REQUEST_TIMEOUT_MS)
      context.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'must be at most REQUEST_TIMEOUT_MS',
      });
  })
  .transform(withDerivedDefaults);

/**
 * In development, links in e-mails lead to this server itself, wherever HOST and PORT put it;
 * the API documentation is served unless production or the setting says otherwise.
 */
function withDerivedDefaults(settings: ParsedSettings): Settings {
  const apiDocs = settings.API_DOCS ?? settings.NODE_ENV !== 'production';
  return { ...settings, API_DOCS: apiDocs, PUBLIC_URL: publicUrlOf(settings) };
}

function publicUrlOf(settings: ParsedSettings): string {
  if (settings.PUBLIC_URL) return settings.PUBLIC_URL;
  const anyInterface = ['0.0.0.0', '::', '[::]'].includes(settings.HOST);
  const host = anyInterface
    ? 'localhost'
    : settings.HOST.includes(':') && !settings.HOST.startsWith('[')
      ? `[${settings.HOST}]`
      : settings.HOST;
  return `http://${host}:${settings.PORT}`;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** Parses settings; throws a SettingsError listing every bad variable by name. */
export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  // An empty variable means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = checkedSettingsSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
}

/** Reads `.env` from the working directory into process.env, if there is one. */
export function loadEnvFileIfPresent(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

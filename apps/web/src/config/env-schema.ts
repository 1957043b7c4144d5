/**
 * Build-time settings (`VITE_*`) parsed with zod when Vite starts (vite.config.ts), so a bad
 * value fails the build or the dev server instead of somewhere deep in a page. The browser gets
 * the parsed result (config/env.ts) and never loads zod for it (decision 051).
 */
import { z } from 'zod';

const booleanSetting = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).optional());

const envSchema = z
  .object({
    VITE_API_URL: z.string().trim().min(1).default('/api/v1'),
    VITE_RECAPTCHA_DISABLED: booleanSetting.default(true),
    VITE_RECAPTCHA_SITE_KEY: optionalText,
    VITE_SPREEDLY_ENVIRONMENT_KEY: optionalText,
    /** The card vault's API root; the browser posts cards to `{root}/payment_methods.json`. */
    VITE_CARD_VAULT_URL: z.string().trim().min(1).default('/sandbox-vault/v1'),
    VITE_GA_MEASUREMENT_ID: optionalText,
    VITE_SENTRY_DSN: optionalText,
    VITE_FOUNDATION_NAME: z.string().trim().min(1).default('Wasatch Legacy Foundation'),
    VITE_FOUNDATION_SHORT_NAME: z.string().trim().min(1).default('Wasatch Legacy'),
    VITE_SUPPORT_EMAIL: z
      .email({ message: 'must be an e-mail address' })
      .default('tickets@wasatchlegacy.org'),
    /** The footer's contact, beside VITE_SUPPORT_EMAIL; '' leaves a line out. */
    VITE_FOUNDATION_ADDRESS: optionalText,
    VITE_SUPPORT_PHONE: optionalText,
    /** The footer's policy links; '' leaves a link out. */
    VITE_TERMS_URL: optionalUrl,
    VITE_PRIVACY_POLICY_URL: optionalUrl,
    VITE_ACCESSIBILITY_URL: optionalUrl,
    VITE_SHOW_STYLEGUIDE: booleanSetting.optional(),
    /** Ask for a phone number in the ticket checkout's billing form (SPEC section 2: hideable). */
    VITE_SHOW_PHONE_FIELD: booleanSetting.default(true),
  })
  // The widget cannot be shown without its key, and no order could pass verification.
  .refine((env) => env.VITE_RECAPTCHA_DISABLED || env.VITE_RECAPTCHA_SITE_KEY !== undefined, {
    path: ['VITE_RECAPTCHA_SITE_KEY'],
    message: 'is required when VITE_RECAPTCHA_DISABLED=false',
  });

/**
 * The demo foundation's footer, for a build that does not name its own. Set to '' a setting
 * stays empty, and the footer leaves its line or link out.
 */
const footerDefaults = {
  VITE_FOUNDATION_ADDRESS: '3400 Legacy Parkway, Park City, UT 84098',
  VITE_SUPPORT_PHONE: '(435) 555-0100',
  VITE_TERMS_URL: 'https://wasatchlegacy.org/terms',
  VITE_PRIVACY_POLICY_URL: 'https://wasatchlegacy.org/privacy',
  VITE_ACCESSIBILITY_URL: 'https://wasatchlegacy.org/accessibility',
};

export type Env = z.infer<typeof envSchema> & { VITE_SHOW_STYLEGUIDE: boolean; MODE: string };

/** Parses the given variables; exported so the rules can be tested without a build. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse({ ...footerDefaults, ...raw });
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid build settings:\n${problems.join('\n')}`);
  }
  const mode = typeof raw.MODE === 'string' ? raw.MODE : 'production';
  return {
    ...result.data,
    MODE: mode,
    // The styleguide is a development aid: shown unless this is a production build.
    VITE_SHOW_STYLEGUIDE: result.data.VITE_SHOW_STYLEGUIDE ?? mode !== 'production',
  };
}

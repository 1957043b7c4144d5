/**
 * The back office's staff accounts (issue 14, decision 040): roles, the login and enrolment
 * bodies, staff management and the audit log, with their texts. The admin app's forms and the
 * server's bodies are the same schemas.
 */
import { z } from 'zod';
import { auditActions, type AuditAction } from './audit-actions.ts';
import { idParamSchema } from './field-schemas.ts';
import { EMAIL_MAX_LENGTH, memberEmailSchema, memberTexts } from './member-api.ts';
import { staffPermissionsSchema } from './staff-permissions.ts';
import { plainText } from './text-rules.ts';

/** admin: everything; manager: catalogue, coupons, memberships, orders; box office: orders and
 * check-in, no prices; check-in: check-in only. */
export const staffRoles = ['admin', 'manager', 'box-office', 'check-in'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = z.enum(staffRoles, { message: 'Must be one of the staff roles' });

export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
export const STAFF_NAME_MAX_LENGTH = 60;
/** How long an invitation's set-your-password link works (decision 080): a weekend and a day. */
export const STAFF_INVITATION_HOURS = 72;
/** How long an admin's password-reset link works (decision 080): the working day it is sent. */
export const STAFF_PASSWORD_RESET_HOURS = 24;

export const staffTexts = {
  loginFailed: memberTexts.loginFailed,
  loginRequired: 'Please log in to continue.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeIncorrect: 'That code is incorrect or has expired. Try the newest code.',
  enrolmentRequired: 'Set up two-factor authentication to continue.',
  noEnrolment: 'Start two-factor setup first.',
  alreadyEnrolled: 'Two-factor authentication is already set up.',
  forbidden: 'Your role does not allow this.',
  crossSite:
    'This request did not come from the back office. Reload the page and try again from there.',
  emailTaken: 'A staff account with this email already exists.',
  lastAdmin: 'The shop must keep at least one active admin.',
  notFound: 'That staff account was not found.',
  nothingToChange: 'Send a name, a role or an active flag to change.',
  loggedOut: 'You have been logged out.',
  loggedOutEverywhere: 'You have been logged out on every device.',
  passwordTooShort: `Password must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Cannot exceed maximum character limit of ${STAFF_PASSWORD_MAX_LENGTH}`,
  passwordTooPlain:
    'Password must mix at least three of: lowercase letters, uppercase letters, digits, symbols',
  passwordHasEmail: 'Password must not contain the email address',
  proofIncorrect: 'That password or code is incorrect. Try again, with the newest code.',
  linkInvalid: 'This link has expired or was already used. Ask an admin to send you a new one.',
  passwordSet: 'Your password is set. Log in with it now.',
  currentPasswordIncorrect: 'The current password is incorrect.',
  passwordChanged: 'Your password is changed. Your other devices are logged out.',
  passwordResetSent: 'A link to set a new password is on its way.',
  accountDeactivated: 'That staff account is deactivated. Reactivate it first.',
  twoFactorResetDone: 'Two-factor is reset: it is set up again at the next login.',
} as const;

/** Every rule a staff password breaks; empty when it is fine. Stricter than a member's: a staff
 * account can change the catalogue and refund orders. */
export function staffPasswordProblems(password: string, email = ''): string[] {
  if (password === '') return [memberTexts.required];
  const problems: string[] = [];
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) problems.push(staffTexts.passwordTooShort);
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) problems.push(staffTexts.passwordTooLong);
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];
  if (classes.filter((pattern) => pattern.test(password)).length < 3)
    problems.push(staffTexts.passwordTooPlain);
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 4 && password.toLowerCase().includes(localPart))
    problems.push(staffTexts.passwordHasEmail);
  return problems;
}

const staffNameSchema = plainText({ message: memberTexts.required })
  .trim()
  .min(1, memberTexts.required)
  .max(STAFF_NAME_MAX_LENGTH, memberTexts.maxLength(STAFF_NAME_MAX_LENGTH));

/** A one-time code: six digits from the app, or a recovery code ('abcde-fghij'). */
export const oneTimeCodeSchema = plainText({ message: memberTexts.required })
  .trim()
  .min(1, memberTexts.required)
  .max(32, memberTexts.maxLength(32));

/** `POST /admin/login`: the code is needed once two-factor is set up. */
export const staffLoginBodySchema = z.object({
  email: plainText({ message: memberTexts.required })
    .trim()
    .min(1, memberTexts.required)
    .max(EMAIL_MAX_LENGTH, memberTexts.maxLength(EMAIL_MAX_LENGTH)),
  password: plainText({ message: memberTexts.required })
    .min(1, memberTexts.required)
    .max(STAFF_PASSWORD_MAX_LENGTH, staffTexts.passwordTooLong),
  code: oneTimeCodeSchema.optional(),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

export const confirmTotpBodySchema = z.object({ code: oneTimeCodeSchema });

/**
 * `POST /admin/two-factor/recovery-codes`: new recovery codes for the logged-in account, which
 * proves it is there with its current password or a code from its app. Six digits are the code
 * (a staff password can never be only six digits); anything else is the password.
 */
export const renewRecoveryCodesBodySchema = z.object({
  proof: plainText({ message: memberTexts.required })
    .min(1, memberTexts.required)
    .max(STAFF_PASSWORD_MAX_LENGTH, staffTexts.passwordTooLong),
});
export type RenewRecoveryCodesBody = z.infer<typeof renewRecoveryCodesBodySchema>;

/** Whether a recovery-code renewal's proof is an authenticator code rather than a password. */
export const isAuthenticatorCode = (proof: string) => /^\d{6}$/.test(proof.trim());

/**
 * `POST /admin/staff`: a new account with its role. Without a password it is an invitation: the
 * member sets one through the e-mailed link (decision 080). A first password is still taken from
 * scripts and tests that make accounts through the API.
 */
export const createStaffBodySchema = z
  .object({
    email: memberEmailSchema,
    name: staffNameSchema,
    role: staffRoleSchema,
    password: plainText({ message: memberTexts.required }).optional(),
  })
  .superRefine((body, context) => {
    if (body.password === undefined) return;
    for (const message of staffPasswordProblems(body.password, body.email))
      context.addIssue({ code: 'custom', path: ['password'], message });
  });
export type CreateStaffBody = z.infer<typeof createStaffBodySchema>;

/** The invitation form of the admin app: the same body, never with a password. */
export const inviteStaffBodySchema = z.object({
  email: memberEmailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
});
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;

/** `PATCH /admin/staff/:id`: a new name or role, or deactivation (and reactivation). */
export const changeStaffBodySchema = z
  .object({
    name: staffNameSchema.optional(),
    role: staffRoleSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.role !== undefined || body.active !== undefined,
    { message: staffTexts.nothingToChange },
  );
export type ChangeStaffBody = z.infer<typeof changeStaffBodySchema>;

export const staffParamsSchema = z.object({ id: idParamSchema });

const staffPasswordSchema = plainText({ message: memberTexts.required })
  .min(1, memberTexts.required)
  .max(STAFF_PASSWORD_MAX_LENGTH, staffTexts.passwordTooLong);
/** The token of a set-your-password link (an invitation or a reset): 256 bits, base64url. */
const linkTokenSchema = z
  .string({ message: staffTexts.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, staffTexts.linkInvalid);

/** `POST /admin/password-link`: whose link it is, before the password is chosen. */
export const passwordLinkBodySchema = z.object({ token: linkTokenSchema });
export const passwordLinkResponseSchema = z.object({
  data: z.object({
    name: z.string(),
    email: z.string(),
    purpose: z.enum(['invitation', 'reset']),
    expiresAt: z.string(),
  }),
});
export type PasswordLink = z.infer<typeof passwordLinkResponseSchema>['data'];

/** `POST /admin/password`: a password set through a link; the rules are checked with its e-mail. */
export const setStaffPasswordBodySchema = z.object({
  token: linkTokenSchema,
  password: staffPasswordSchema,
});
export type SetStaffPasswordBody = z.infer<typeof setStaffPasswordBodySchema>;

/** `POST /admin/account/password`: the logged-in member changes its own password. */
export const changeOwnPasswordBodySchema = z.object({
  currentPassword: staffPasswordSchema,
  newPassword: staffPasswordSchema,
});
export type ChangeOwnPasswordBody = z.infer<typeof changeOwnPasswordBodySchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMemberResponseSchema = z.object({ data: staffMemberSchema });

/** An account in the staff list. `hasSetPassword` is false while an invited member has not yet
 * chosen a password through an e-mailed link (decision 080): the account cannot log in yet. */
export const staffListMemberSchema = staffMemberSchema.extend({ hasSetPassword: z.boolean() });
export type StaffListMember = z.infer<typeof staffListMemberSchema>;
export const staffListResponseSchema = z.object({ data: z.array(staffListMemberSchema) });

/** Who is logged in; `mustEnrolTwoFactor` while an admin has not set two-factor up yet;
 * `permissions`: what their role may do (decision 081), so the app hides what it may not. */
export const staffSessionResponseSchema = z.object({
  data: z.object({
    staff: staffMemberSchema,
    permissions: staffPermissionsSchema,
    mustEnrolTwoFactor: z.boolean(),
    expiresAt: z.string(),
  }),
});
export type StaffSession = z.infer<typeof staffSessionResponseSchema>['data'];

export const csrfTokenResponseSchema = z.object({ data: z.object({ csrfToken: z.string() }) });
export const staffMessageResponseSchema = z.object({ data: z.object({ message: z.string() }) });
export const totpEnrolmentResponseSchema = z.object({
  data: z.object({ secret: z.string(), otpauthUri: z.string() }),
});
export const recoveryCodesResponseSchema = z.object({
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const AUDIT_PAGE_SIZE_MAX = 100;

export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
  staffId: idParamSchema.optional(),
  entity: plainText().trim().min(1).max(60).optional(),
  /** One of the actions of `auditActionLabels` (decision 085). */
  action: z.enum(auditActions as [AuditAction, ...AuditAction[]]).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string().nullable(),
  /** Who made it, by name; null from the command line or for a failed log-in. */
  staffName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What it changed, in words: an order's receipt number, a person's name (decision 085). */
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});

/**
 * Member accounts (SPEC sections 3, 4, 5 and 7): the member and household shapes, the session a
 * login answers, and the forms of the member screens (login, registration, lookup, reset) with
 * the spec's own messages. The browser's forms and the server's bodies are the same schemas.
 */
import { z } from 'zod';
import { findCountry, statesOf, countryTexts } from './countries.ts';
import {
  enteredPasswordSchema,
  mustMatchPassword,
  newPasswordSchema,
  passwordTexts,
} from './password-rules.ts';
import { idSchema, isoDateSchema } from './field-schemas.ts';
import { isValidIsoDate } from './shop-time.ts';
import { plainText } from './text-rules.ts';

export const NAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 60;
export const PHONE_MAX_LENGTH = 20;
export const ADDRESS_MAX_LENGTH = 50;
export const CITY_MAX_LENGTH = 30;
export const STATE_MAX_LENGTH = 30;
export const ZIP_MAX_LENGTH = 10;

export const memberTexts = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  maxLength: (length: number) => `Cannot exceed maximum character limit of ${length}`,
  phoneBlank: "Phone number can't be blank",
  addressBlank: "Address can't be blank",
  notADate: 'Must be a date as YYYY-MM-DD',
  dateOfBirthInFuture: 'Date of birth cannot be later than today',
  /** The server's answer to a wrong e-mail or password, the same for both. */
  loginFailed: 'Your email or password is incorrect.',
  /** What the login form shows when the server gives no message (SPEC section 8). */
  loginFallback: 'Unable to authenticate at this time. Please try again.',
  registerFallback: 'Unable to register at this time. Please try again.',
  lookupSent: 'We have sent a password reset link to the email provided.',
  /**
   * A registration whose answer opens no session (the e-mail has an account; the server does
   * not say so, and e-mails the address the way in): what the visitor is told instead.
   */
  registrationMailedTitle: 'Please check your email.',
  registrationMailed: (email: string) =>
    `We have sent a message to ${email} about your account. Please follow it to continue.`,
  lookupFailed: (message: string) => `Sorry there was an error: ${message}`,
  resetFailed:
    'We are unable to reset your password at this time. Please contact customer service.',
  resetSucceeded: 'You successfully reset your password.',
  loginRequired: 'Please log in to continue.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

const requiredText = (max: number, blank: string = memberTexts.required) =>
  plainText({ message: blank }).trim().min(1, blank).max(max, memberTexts.maxLength(max));

export const personNameSchema = requiredText(NAME_MAX_LENGTH);

/** Required first, so an empty field reads 'Required' rather than 'Invalid email address'. */
export const memberEmailSchema = requiredText(EMAIL_MAX_LENGTH).pipe(
  z.email(memberTexts.invalidEmail),
);

/** YYYY-MM-DD, required. Whether it is after today is checked with the shop's clock. */
export const dateOfBirthSchema = plainText({ message: memberTexts.required })
  .trim()
  .min(1, memberTexts.required)
  .refine(isValidIsoDate, memberTexts.notADate);

/** Whether a date of birth is after the shop's today (both YYYY-MM-DD). */
export function isDateOfBirthInFuture(dateOfBirth: string, today: string): boolean {
  return dateOfBirth > today;
}

export const memberIdSchema = idSchema;
export const membershipTypeIdSchema = plainText().trim().min(1).max(50);

// ---------------------------------------------------------------------------------------------
// Forms of the member screens

const registrationFields = {
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: memberEmailSchema,
  password: newPasswordSchema,
};

/** Registration (SPEC section 5): names, e-mail, a password and its confirmation. */
export const registrationFormSchema = z
  .object({ ...registrationFields, passwordConfirmation: plainText() })
  .superRefine(mustMatchPassword);
export type RegistrationFormValues = z.infer<typeof registrationFormSchema>;

/** `POST /memberships/register`; a confirmation, when sent, must match. */
export const registerBodySchema = z
  .object({ ...registrationFields, passwordConfirmation: plainText().optional() })
  .superRefine((values, context) => {
    if (values.passwordConfirmation !== undefined)
      mustMatchPassword({ ...values, passwordConfirmation: values.passwordConfirmation }, context);
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Login (SPEC section 5): e-mail and password required; `POST /login` takes the same. */
export const loginFormSchema = z.object({
  email: requiredText(EMAIL_MAX_LENGTH),
  password: enteredPasswordSchema,
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
/**
 * `POST /login`: the form's fields, and the answer of a human check (reCAPTCHA), which lets an
 * attempt on an account slowed down by failed logins through at once when verification is on.
 */
export const loginBodySchema = loginFormSchema.extend({
  captchaResponse: plainText().min(1).max(10_000).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Lookup (forgot password): e-mail required and valid; `POST /memberships/forgot-password`. */
export const lookupFormSchema = z.object({ email: memberEmailSchema });
export type LookupFormValues = z.infer<typeof lookupFormSchema>;
export const forgotPasswordBodySchema = lookupFormSchema;

/** Reset password (SPEC section 5): the new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, passwordConfirmation: plainText() })
  .superRefine(mustMatchPassword);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

/** `POST /memberships/reset-password`: the token from the e-mailed link and the new password. */
export const resetPasswordBodySchema = z
  .object({
    token: plainText({ message: passwordTexts.required }).min(1, passwordTexts.required).max(200),
    password: newPasswordSchema,
    passwordConfirmation: plainText().optional(),
  })
  .superRefine((values, context) => {
    if (values.passwordConfirmation !== undefined)
      mustMatchPassword({ ...values, passwordConfirmation: values.passwordConfirmation }, context);
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

// ---------------------------------------------------------------------------------------------
// Member details given at a membership checkout

/**
 * A postal address (SPEC section 5, membership primary details). The country is one of the
 * country list's values; where it has a state list, the state is one of its codes.
 */
export const addressFormSchema = z
  .object({
    streetAddress1: requiredText(ADDRESS_MAX_LENGTH, memberTexts.addressBlank),
    city: requiredText(CITY_MAX_LENGTH),
    state: requiredText(STATE_MAX_LENGTH),
    zip: requiredText(ZIP_MAX_LENGTH),
    country: plainText({ message: memberTexts.required }).trim().min(1, memberTexts.required),
  })
  .superRefine((address, context) => {
    if (!findCountry(address.country)) {
      context.addIssue({ code: 'custom', path: ['country'], message: countryTexts.unknownCountry });
      return;
    }
    const states = statesOf(address.country);
    const state = address.state.toUpperCase();
    if (
      states &&
      address.state !== '' &&
      !states.some((entry) => entry.value === state || entry.key.toUpperCase() === state)
    ) {
      context.addIssue({ code: 'custom', path: ['state'], message: countryTexts.unknownState });
    }
  });
export type AddressFormValues = z.infer<typeof addressFormSchema>;

/** Membership primary details (SPEC section 5): the account holder of the membership. */
export const primaryMemberDetailsSchema = z.object({
  /** The logged-in primary member; absent for a guest. */
  id: memberIdSchema.nullish(),
  firstName: personNameSchema,
  lastName: personNameSchema,
  dateOfBirth: dateOfBirthSchema,
  phone: requiredText(PHONE_MAX_LENGTH, memberTexts.phoneBlank),
  email: memberEmailSchema.nullish(),
  title: plainText().trim().max(20).nullish(),
  gender: plainText().trim().max(20).nullish(),
  membershipTypeId: membershipTypeIdSchema.nullish(),
  address: addressFormSchema,
});
export type PrimaryMemberDetails = z.infer<typeof primaryMemberDetailsSchema>;

/**
 * A secondary (or add-on) pass holder (SPEC section 5, new secondary member): an existing member
 * of the household by id, or a new pass holder without one.
 */
export const secondaryMemberDetailsSchema = z.object({
  id: memberIdSchema.nullish(),
  firstName: personNameSchema,
  lastName: personNameSchema,
  dateOfBirth: dateOfBirthSchema,
  membershipTypeId: membershipTypeIdSchema.nullish(),
});
export type SecondaryMemberDetails = z.infer<typeof secondaryMemberDetailsSchema>;

/** The pass holder selector's value for a new pass holder (SPEC section 9). */
export const NEW_MEMBER_ID = 'new';

// ---------------------------------------------------------------------------------------------
// Members as the API answers them

export const addressSchema = z.object({
  country: z.string(),
  streetAddress1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** A pass a member holds, from a membership order. */
export const memberMembershipSchema = z.object({
  membershipId: z.number().int(),
  displayName: z.string(),
  membershipTypeId: z.string(),
  role: z.enum(['primary', 'secondary', 'addOn']),
  receipt: z.string(),
  startsOn: isoDateSchema,
  expiresOn: isoDateSchema,
});
export type MemberMembership = z.infer<typeof memberMembershipSchema>;

/** SPEC section 3, Member. `token` is the session token, on the primary member of a session. */
export const memberSchema = z.object({
  id: z.number().int(),
  memberCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  gender: z.string().nullable(),
  dateOfBirth: isoDateSchema.nullable(),
  isPrimary: z.boolean(),
  memberships: z.array(memberMembershipSchema),
  token: z.string().optional(),
  membershipTypeId: z.string().nullable(),
  address: addressSchema.nullable(),
});
export type Member = z.infer<typeof memberSchema>;

/** A primary member and the secondary members of the household. */
export const householdSchema = z.object({
  primaryMemberId: z.number().int(),
  primaryMember: memberSchema,
  secondaryMembers: z.array(memberSchema),
});
export type Household = z.infer<typeof householdSchema>;

/** SPEC section 3, Member session: what login and registration answer, kept by the browser. */
export const memberSessionSchema = householdSchema.extend({
  /** Send as `Authorization: Bearer {token}`. */
  token: z.string(),
  expiresAt: z.string(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const memberSessionResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    type: z.literal('memberSession'),
    attributes: memberSessionSchema,
  }),
});

export const householdResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    type: z.literal('household'),
    attributes: householdSchema,
  }),
});

/** Forgot-password and reset-password answers: the message to show. */
export const memberMessageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** `Authorization: Bearer {token}` on the routes that need (or may use) a member session. */
export const bearerHeadersSchema = z.object({
  authorization: plainText().max(300).optional(),
});

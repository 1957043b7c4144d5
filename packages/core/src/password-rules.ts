/**
 * Password rules (SPEC sections 5 and 9): required, at most 50 characters, at least 8, with an
 * uppercase letter; a confirmation must match. The same rules serve the reset form, the
 * registration form and the server.
 */
import type { z } from 'zod';
import { plainText } from './text-rules.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;

export const passwordTexts = {
  required: 'Required',
  tooShort: `Password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  noUppercase: 'Password must contain at least one uppercase letter',
  tooLong: `Cannot exceed maximum character limit of ${PASSWORD_MAX_LENGTH}`,
  mustMatch: 'Passwords must match',
} as const;

/** Every rule a password breaks, in the order a visitor should fix them; empty when it is fine. */
export function passwordProblems(password: string): string[] {
  if (password === '') return [passwordTexts.required];
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(passwordTexts.tooShort);
  if (!/\p{Lu}/u.test(password)) problems.push(passwordTexts.noUppercase);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(passwordTexts.tooLong);
  return problems;
}

/** A password that may be entered (login): anything up to the maximum. */
export const enteredPasswordSchema = plainText({ message: passwordTexts.required })
  .min(1, passwordTexts.required)
  .max(PASSWORD_MAX_LENGTH, passwordTexts.tooLong);

/** A password that may be chosen (registration, reset). Spaces count: they are not trimmed. */
export const newPasswordSchema = plainText({ message: passwordTexts.required }).superRefine(
  (password, context) => {
    for (const message of passwordProblems(password)) context.addIssue({ code: 'custom', message });
  },
);

/** Adds the confirmation check to a form with `password` and `passwordConfirmation`. */
export function mustMatchPassword(
  values: { password: string; passwordConfirmation: string },
  context: z.RefinementCtx,
): void {
  if (values.passwordConfirmation === '') {
    context.addIssue({
      code: 'custom',
      path: ['passwordConfirmation'],
      message: passwordTexts.required,
    });
  } else if (values.password !== values.passwordConfirmation) {
    context.addIssue({
      code: 'custom',
      path: ['passwordConfirmation'],
      message: passwordTexts.mustMatch,
    });
  }
}

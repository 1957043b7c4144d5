import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loginFormSchema,
  lookupFormSchema,
  primaryMemberDetailsSchema,
  registrationFormSchema,
  resetPasswordFormSchema,
  secondaryMemberDetailsSchema,
} from './member-api.ts';

/** The first message per field, as a form shows it. */
function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const primary = {
  firstName: 'Ada',
  lastName: 'Skier',
  dateOfBirth: '1990-02-03',
  phone: '801-555-0100',
  address: {
    streetAddress1: '3419 Olympic Pkwy',
    city: 'Park City',
    state: 'UT',
    zip: '84098',
    country: 'UNITED STATES',
  },
};

describe('the registration form', () => {
  it('requires names, e-mail, password and a matching confirmation', () => {
    expect(
      messages(registrationFormSchema, {
        firstName: '',
        lastName: 'x'.repeat(31),
        email: 'not-an-email',
        password: 'Powder2026!',
        passwordConfirmation: 'Powder2026?',
      }),
    ).toEqual({
      firstName: 'Required',
      lastName: 'Cannot exceed maximum character limit of 30',
      email: 'Invalid email address',
      passwordConfirmation: 'Passwords must match',
    });
  });

  it('limits the e-mail to 60 characters and the password to 50', () => {
    expect(
      messages(registrationFormSchema, {
        firstName: 'Ada',
        lastName: 'Skier',
        email: `${'a'.repeat(55)}@example.org`,
        password: `P${'a'.repeat(50)}`,
        passwordConfirmation: `P${'a'.repeat(50)}`,
      }),
    ).toEqual({
      email: 'Cannot exceed maximum character limit of 60',
      password: 'Cannot exceed maximum character limit of 50',
    });
  });
});

describe('the login, lookup and reset forms', () => {
  it('require an e-mail and a password to log in', () => {
    expect(messages(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Required',
      password: 'Required',
    });
  });

  it('require a valid e-mail to look up an account', () => {
    expect(messages(lookupFormSchema, { email: '' })).toEqual({ email: 'Required' });
    expect(messages(lookupFormSchema, { email: 'ada@' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('require a strong password and its confirmation to reset', () => {
    expect(
      messages(resetPasswordFormSchema, { password: 'powder', passwordConfirmation: '' }),
    ).toEqual({
      password: 'Password must have at least 8 characters',
      passwordConfirmation: 'Required',
    });
    expect(
      messages(resetPasswordFormSchema, {
        password: 'powder2026',
        passwordConfirmation: 'powder2026',
      }),
    ).toEqual({ password: 'Password must contain at least one uppercase letter' });
  });
});

describe('the membership primary details form', () => {
  it('accepts a complete account holder', () => {
    expect(messages(primaryMemberDetailsSchema, primary)).toEqual({});
  });

  it("says what is missing in the spec's words", () => {
    expect(
      messages(primaryMemberDetailsSchema, {
        ...primary,
        dateOfBirth: '',
        phone: '',
        address: { ...primary.address, streetAddress1: '', zip: '12345678901', city: '' },
      }),
    ).toEqual({
      dateOfBirth: 'Required',
      phone: "Phone number can't be blank",
      'address.streetAddress1': "Address can't be blank",
      'address.city': 'Required',
      'address.zip': 'Cannot exceed maximum character limit of 10',
    });
  });

  it('takes a state from the list where the country has one, else free text', () => {
    expect(
      messages(primaryMemberDetailsSchema, {
        ...primary,
        address: { ...primary.address, state: 'Ontario' },
      }),
    ).toEqual({ 'address.state': 'Choose a state from the list' });
    expect(
      messages(primaryMemberDetailsSchema, {
        ...primary,
        address: { ...primary.address, country: 'FRANCE', state: 'Savoie' },
      }),
    ).toEqual({});
    expect(
      messages(primaryMemberDetailsSchema, {
        ...primary,
        address: { ...primary.address, country: 'ATLANTIS' },
      }),
    ).toEqual({ 'address.country': 'Choose a country from the list' });
  });

  it('requires first name, last name and date of birth of a new secondary member', () => {
    expect(
      messages(secondaryMemberDetailsSchema, { firstName: '', lastName: '', dateOfBirth: '' }),
    ).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      dateOfBirth: 'Required',
    });
  });
});

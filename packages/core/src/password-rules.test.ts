import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mustMatchPassword, newPasswordSchema, passwordProblems } from './password-rules.ts';

describe('password rules', () => {
  it('accepts eight or more characters with an uppercase letter', () => {
    expect(passwordProblems('Powder2026!')).toEqual([]);
    expect(passwordProblems('Abcdefgh')).toEqual([]);
  });

  it('asks for at least 8 characters and an uppercase letter, in that order', () => {
    expect(passwordProblems('short')).toEqual([
      'Password must have at least 8 characters',
      'Password must contain at least one uppercase letter',
    ]);
    expect(passwordProblems('longenough')).toEqual([
      'Password must contain at least one uppercase letter',
    ]);
    expect(passwordProblems('')).toEqual(['Required']);
  });

  it('refuses more than 50 characters', () => {
    expect(newPasswordSchema.safeParse(`A${'b'.repeat(50)}`).error?.issues[0]?.message).toBe(
      'Cannot exceed maximum character limit of 50',
    );
  });

  it('says the confirmation must match, or is required when empty', () => {
    const form = z
      .object({ password: z.string(), passwordConfirmation: z.string() })
      .superRefine(mustMatchPassword);
    const message = (password: string, passwordConfirmation: string) =>
      form.safeParse({ password, passwordConfirmation }).error?.issues[0]?.message;
    expect(message('Powder2026!', 'Powder2026?')).toBe('Passwords must match');
    expect(message('Powder2026!', '')).toBe('Required');
    expect(message('Powder2026!', 'Powder2026!')).toBeUndefined();
  });
});

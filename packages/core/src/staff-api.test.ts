import { describe, expect, it } from 'vitest';
import {
  changeStaffBodySchema,
  createStaffBodySchema,
  staffPasswordProblems,
  staffTexts,
} from './staff-api.ts';

describe('staff passwords', () => {
  it('need twelve characters mixing three kinds, without the e-mail’s name', () => {
    expect(staffPasswordProblems('Backcountry-2026')).toEqual([]);
    expect(staffPasswordProblems('correct horse battery staple')).toEqual([
      staffTexts.passwordTooPlain,
    ]);
    expect(staffPasswordProblems('Short-1')).toEqual([staffTexts.passwordTooShort]);
    expect(staffPasswordProblems('')).toEqual(['Required']);
    expect(staffPasswordProblems('x'.repeat(120) + 'Aa1-x'.repeat(2))).toEqual([
      staffTexts.passwordTooLong,
    ]);
    expect(staffPasswordProblems('Robin.Summit-2026', 'robin.summit@example.org')).toEqual([
      staffTexts.passwordHasEmail,
    ]);
  });

  it('are checked when an account is created, on the password field', () => {
    const result = createStaffBodySchema.safeParse({
      email: 'new.hire@example.org',
      name: 'New Hire',
      role: 'manager',
      password: 'password',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['password'], ['password']]);
  });
});

describe('staff changes', () => {
  it('need a role or an active flag, and only known roles', () => {
    expect(changeStaffBodySchema.safeParse({}).success).toBe(false);
    expect(changeStaffBodySchema.safeParse({ role: 'owner' }).success).toBe(false);
    expect(changeStaffBodySchema.parse({ active: false })).toEqual({ active: false });
  });
});

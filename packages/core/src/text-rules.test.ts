import { describe, expect, it } from 'vitest';
import { cartTokenQuerySchema, createLineItemBodySchema } from './cart.ts';
import { customerInfoSchema } from './order-api.ts';
import { loginBodySchema, memberIdSchema } from './member-api.ts';
import { findTextProblem, plainText, textRuleTexts } from './text-rules.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the text rule', () => {
  it('accepts accents, right-to-left script, emoji and other printable Unicode', () => {
    for (const value of ['Zoë Ångström', 'שלום', 'مرحبا', '⛷️🏂', '𝔘𝔱𝔞𝔥', 'a b', '']) {
      expect(findTextProblem(value), value).toBeNull();
    }
  });

  it('refuses NUL, tab, line breaks, DEL and the C1 controls anywhere in a value', () => {
    for (const value of [
      'a\u0000b',
      '\tAda',
      'Ada\n',
      'a\rb',
      'a\u001bb',
      'a\u007f',
      'a\u0085b',
      '\u009f',
    ]) {
      expect(findTextProblem(value), JSON.stringify(value)).toBe(textRuleTexts.controlCharacter);
    }
  });

  it('refuses an unpaired surrogate but keeps a pair', () => {
    expect(findTextProblem('a\ud83db')).toBe(textRuleTexts.unpairedSurrogate);
    expect(findTextProblem('\ude00')).toBe(textRuleTexts.unpairedSurrogate);
    expect(findTextProblem('\ud83d\ude00')).toBeNull();
  });

  it('checks the value as sent, so trimming does not hide a control character', () => {
    expect(firstMessage(plainText().trim().safeParse('Ada\n'))).toBe(
      textRuleTexts.controlCharacter,
    );
    expect(plainText().trim().parse('  Ada  ')).toBe('Ada');
  });

  it('keeps the type message a schema gives for a value that is not a string', () => {
    expect(firstMessage(plainText({ message: 'Required' }).safeParse(undefined))).toBe('Required');
  });
});

describe('request schemas under the rule', () => {
  it('refuse a NUL in a cart token, a login e-mail and an order name', () => {
    expect(firstMessage(cartTokenQuerySchema.safeParse({ cart_token: 'a\u0000b' }))).toBe(
      textRuleTexts.controlCharacter,
    );
    expect(firstMessage(loginBodySchema.safeParse({ email: 'a\u0000b', password: 'x' }))).toBe(
      textRuleTexts.controlCharacter,
    );
    const customer = { firstName: 'a\u0000b', lastName: 'Skier', email: 'ada@example.org' };
    expect(firstMessage(customerInfoSchema.safeParse(customer))).toBe(
      textRuleTexts.controlCharacter,
    );
  });

  it('bound body ids like path ids: 2147483647 is the largest', () => {
    const line = (activityId: number) =>
      createLineItemBodySchema.safeParse({ activityId, activityTimeId: 1 });
    expect(line(2_147_483_647).success).toBe(true);
    expect(firstMessage(line(2_147_483_648))).toBe('Is too large');
    expect(firstMessage(memberIdSchema.safeParse(2 ** 40))).toBe('Is too large');
  });
});

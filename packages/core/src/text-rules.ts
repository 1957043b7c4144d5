/**
 * The one rule every string of a request follows (DESIGN section 4, bad input): no control
 * characters and no unpaired surrogates. No name, code, token or answer holds them, PostgreSQL
 * text cannot store NUL at all (the write fails, possibly after the card was charged), and an
 * unpaired surrogate is not Unicode text (it would be stored as U+FFFD, not as sent). Every
 * field the shop asks for is a single line (SPEC section 5 has no multi-line field), so tab and
 * line breaks are refused too. The rule sees the value as sent, before any trimming.
 */
import { z } from 'zod';

export const textRuleTexts = {
  controlCharacter: 'Must not contain control characters',
  unpairedSurrogate: 'Must not contain unpaired surrogate characters',
} as const;

/** C0 controls (NUL to US, tab and line breaks included), DEL and the C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The rule's complaint about a value, or null when it may be stored as sent. */
export function findTextProblem(value: string): string | null {
  if (controlCharacter.test(value)) return textRuleTexts.controlCharacter;
  if (unpairedSurrogate.test(value)) return textRuleTexts.unpairedSurrogate;
  return null;
}

/**
 * `z.string()` under the rule: what every string of a request (body, query, path, parsed
 * header) is built from, so bad text is a 400 naming the field before any service runs.
 */
export function plainText(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).check(
    z.superRefine<string>((value, context) => {
      const problem = findTextProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );
}

import { describe, expect, it } from 'vitest';
import type { Udf } from './catalogue.ts';
import { checkAttendee, normaliseDateOfBirth } from './attendee.ts';
import { checkUdfValue, checkUdfValues } from './udf-rules.ts';

function udf(overrides: Partial<Udf>): Udf {
  return {
    id: 1,
    active: true,
    attendeeUdf: false,
    fieldLength: null,
    fieldName: 'field',
    fieldType: 'string',
    inputType: 'text',
    label: 'Field',
    options: [],
    tabName: null,
    udfGroupName: null,
    udfType: null,
    isRequired: false,
    ...overrides,
  };
}

describe('user-defined field rules', () => {
  it('requires a value for a required field, with the page’s own wording', () => {
    expect(checkUdfValue(udf({ isRequired: true }), '  ')).toEqual({ error: 'Required' });
    expect(checkUdfValue(udf({ isRequired: true }), null, 'Required field')).toEqual({
      error: 'Required field',
    });
    expect(checkUdfValue(udf({}), '')).toEqual({ value: null });
  });

  it('says text in a number field is no number before it says it is too long', () => {
    const partySize = udf({ fieldType: 'numeric', fieldLength: 2 });
    expect(checkUdfValue(partySize, 'abc')).toEqual({ error: 'Must be a number' });
    expect(checkUdfValue(partySize, 'ab')).toEqual({ error: 'Must be a number' });
    expect(checkUdfValue(partySize, '123')).toEqual({
      error: 'Cannot exceed maximum character limit of 2',
    });
    expect(checkUdfValue(partySize, ' 12 ')).toEqual({ value: 12 });
  });

  it('limits the length to fieldLength', () => {
    expect(checkUdfValue(udf({ fieldLength: 5 }), 'abcdef')).toEqual({
      error: 'Cannot exceed maximum character limit of 5',
    });
    expect(checkUdfValue(udf({ fieldLength: 5 }), ' abcde ')).toEqual({ value: 'abcde' });
  });

  it('accepts only numbers in a numeric field', () => {
    const numeric = udf({ fieldType: 'numeric', fieldLength: 3 });
    expect(checkUdfValue(numeric, '12')).toEqual({ value: 12 });
    expect(checkUdfValue(numeric, 180)).toEqual({ value: 180 });
    expect(checkUdfValue(numeric, 'ab')).toEqual({ error: 'Must be a number' });
    expect(checkUdfValue(numeric, '1234')).toEqual({
      error: 'Cannot exceed maximum character limit of 3',
    });
  });

  it('matches select values against trimmed options', () => {
    const select = udf({ fieldType: 'select', options: [' Friend ', 'Other'] });
    expect(checkUdfValue(select, 'Friend')).toEqual({ value: 'Friend' });
    expect(checkUdfValue(select, 'Enemy')).toEqual({ error: 'Select one of the options' });
  });

  it('takes dates as YYYY-MM-DD and lets an optional date stay empty', () => {
    const date = udf({ fieldType: 'date' });
    expect(checkUdfValue(date, '2026-12-24')).toEqual({ value: '2026-12-24' });
    expect(checkUdfValue(date, '12/24/2026')).toEqual({ error: 'Must be a date as YYYY-MM-DD' });
    expect(checkUdfValue(date, '')).toEqual({ value: null });
  });

  it('takes booleans and their string forms', () => {
    expect(checkUdfValue(udf({ fieldType: 'boolean' }), 'true')).toEqual({ value: true });
    expect(checkUdfValue(udf({ fieldType: 'boolean' }), false)).toEqual({ value: false });
  });

  it('checks a whole set: missing required fields and unknown names are errors', () => {
    const fields = [udf({ fieldName: 'a', isRequired: true }), udf({ id: 2, fieldName: 'b' })];
    expect(checkUdfValues(fields, [{ fieldName: 'zzz', value: 'x' }])).toEqual({
      ok: false,
      errors: { zzz: 'Is not a field of this activity', a: 'Required' },
    });
    const ok = checkUdfValues(fields, [{ fieldName: 'a', value: 'x' }]);
    expect(ok.ok && ok.values.map((v) => v.value)).toEqual(['x', null]);
  });
});

describe('attendee rules', () => {
  const today = '2026-12-01';

  it('requires first and last name, at most 30 characters', () => {
    expect(
      checkAttendee({ firstName: '', lastName: 'x'.repeat(31) }, { collectDob: false, today }),
    ).toEqual({
      ok: false,
      errors: { firstName: 'Required', lastName: 'Cannot exceed maximum character limit of 30' },
    });
  });

  it('requires a date of birth not after today when it is collected', () => {
    expect(
      checkAttendee({ firstName: 'A', lastName: 'B' }, { collectDob: true, today }),
    ).toMatchObject({
      errors: { dateOfBirth: 'Required' },
    });
    expect(
      checkAttendee(
        { firstName: 'A', lastName: 'B', dateOfBirth: '2026-12-02' },
        { collectDob: true, today },
      ),
    ).toMatchObject({ errors: { dateOfBirth: 'Date of birth cannot be later than today' } });
    expect(
      checkAttendee(
        { firstName: ' A ', lastName: 'B', dateOfBirth: '2026-12-01' },
        { collectDob: true, today },
      ),
    ).toEqual({ ok: true, attendee: { firstName: 'A', lastName: 'B', dateOfBirth: '2026-12-01' } });
  });

  it('drops a date of birth whose year is below 1, and ignores it when not collected', () => {
    expect(normaliseDateOfBirth('0000-05-01')).toBeNull();
    expect(
      checkAttendee(
        { firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01' },
        { collectDob: false, today },
      ),
    ).toEqual({ ok: true, attendee: { firstName: 'A', lastName: 'B', dateOfBirth: null } });
  });
});

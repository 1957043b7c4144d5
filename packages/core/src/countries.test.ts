import { describe, expect, it } from 'vitest';
import { countries, defaultCountry, findCountry, statesOf } from './countries.ts';

describe('the country list', () => {
  it('lists every ISO 3166-1 country with an upper-case value and its code', () => {
    expect(countries).toHaveLength(249);
    for (const country of countries) {
      expect(country.value).toBe(country.key.toUpperCase());
      expect(country.isoCode).toMatch(/^[A-Z]{2}$/);
    }
    expect(new Set(countries.map((country) => country.value)).size).toBe(countries.length);
  });

  it('defaults to the United States, whose states have 2-letter codes', () => {
    expect(defaultCountry).toMatchObject({
      key: 'United States',
      value: 'UNITED STATES',
      isoCode: 'US',
    });
    const states = defaultCountry.states!;
    expect(states.find((state) => state.value === 'UT')).toEqual({ key: 'Utah', value: 'UT' });
    expect(states.every((state) => /^[A-Z]{2}$/.test(state.value))).toBe(true);
    expect(states.length).toBeGreaterThanOrEqual(51);
  });

  it("gives Australia's 8 states and territories", () => {
    expect(statesOf('AUSTRALIA')?.map((state) => state.value)).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
  });

  it('finds a country by its value, its name or its code, and has no states for free-text ones', () => {
    expect(findCountry('united states')?.isoCode).toBe('US');
    expect(findCountry('GB')?.key).toBe('United Kingdom');
    expect(statesOf('FRANCE')).toBeUndefined();
    expect(findCountry('Atlantis')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatPrice, formatUsd } from './money.ts';
import { dollarsSchema } from './field-schemas.ts';

describe('money', () => {
  it('converts two-decimal dollars to exact cents, including values floats get wrong', () => {
    expect(dollarsToCents(0.1 + 0.2 - 0.0000000000000001)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1.15)).toBe(115);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('refuses amounts with more than two decimals or that are not finite', () => {
    expect(() => dollarsToCents(1.005)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => centsToDollars(10.5)).toThrow(RangeError);
  });

  it('formats US dollars with two decimals and thousands separators', () => {
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(5)).toBe('$0.05');
  });

  it('shows Free for prices of zero or less', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(-100)).toBe('Free');
    expect(formatPrice(3000)).toBe('$30.00');
  });

  it('accepts JSON dollars with at most two places', () => {
    expect(dollarsSchema.safeParse(12.34).success).toBe(true);
    expect(dollarsSchema.safeParse(12.345).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  taxBpsToPercent,
  taxPercentToBps,
  taxRatePercentSchema,
  taxRateTexts,
} from './tax-rate.ts';

const problem = (value: unknown) =>
  taxRatePercentSchema.safeParse(value).error?.issues[0]?.message ?? null;

describe('tax rates in percent', () => {
  it('reads 7 as 7 % and stores it as 700 basis points, and back', () => {
    expect(taxRatePercentSchema.parse(7)).toBe(7);
    expect(taxRatePercentSchema.parse('7.25')).toBe(7.25);
    expect(taxPercentToBps(7)).toBe(700);
    expect(taxPercentToBps(7.25)).toBe(725);
    expect(taxPercentToBps(8.45)).toBe(845); // 844.9999… in floating point
    expect(taxBpsToPercent(725)).toBe(7.25);
  });

  it('refuses what is not a rate from 0 to 100 % in cents of a percent', () => {
    expect(problem(-1)).toBe(taxRateTexts.atLeast);
    expect(problem(725)).toBe(taxRateTexts.atMost);
    expect(problem(7.255)).toBe(taxRateTexts.twoPlaces);
    expect(problem('')).toBe(taxRateTexts.required);
    expect(problem(undefined)).toBe(taxRateTexts.required);
    expect(problem('seven')).toBe(taxRateTexts.number);
    expect(problem(Number.NaN)).toBe(taxRateTexts.number);
  });
});

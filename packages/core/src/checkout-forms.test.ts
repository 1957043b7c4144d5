import { describe, expect, it } from 'vitest';
import { couponFormSchema, donationFormSchema } from './checkout-forms.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the coupon form', () => {
  it('requires a code and trims it', () => {
    expect(firstMessage(couponFormSchema.safeParse({ coupon: '  ' }))).toBe('Required');
    expect(couponFormSchema.parse({ coupon: ' WINTER10 ' })).toEqual({ coupon: 'WINTER10' });
  });
});

describe('the donation form', () => {
  const amountOf = (donationAmount: string) =>
    donationFormSchema.parse({ donationAmount }).donationAmount;
  const messageFor = (donationAmount: string) =>
    firstMessage(donationFormSchema.safeParse({ donationAmount }));

  it('reads an amount of dollars, with or without a dollar sign and thousands separators', () => {
    expect(amountOf('25')).toBe(25);
    expect(amountOf(' $12.50 ')).toBe(12.5);
    expect(amountOf('1,000')).toBe(1000);
    expect(amountOf('.5')).toBe(0.5);
  });

  it('must be a number', () => {
    expect(messageFor('ten')).toBe('Must be a number');
    expect(messageFor('1e3')).toBe('Must be a number');
    expect(messageFor('-5')).toBe('Must be a number');
    expect(messageFor('')).toBe('Required');
  });

  it('refuses what the cart update refuses', () => {
    expect(messageFor('12.345')).toBe('Must have at most two decimal places');
    expect(messageFor('100001')).toBe('Must be at most 100,000');
  });
});

/**
 * Money is integer cents everywhere inside the shop. JSON carries decimal dollars
 * (the spec's field names), converted only at the boundary by these helpers.
 */
export type Cents = number;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Decimal dollars (at most two places) to integer cents; throws on anything else. */
export function dollarsToCents(dollars: number): Cents {
  const cents = Math.round(dollars * 100);
  if (!Number.isFinite(dollars) || Math.abs(cents - dollars * 100) > 1e-6) {
    throw new RangeError(`Not an amount of dollars with at most two decimals: ${dollars}`);
  }
  return cents;
}

export function centsToDollars(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
}

/** "$1,234.50" */
export function formatUsd(cents: Cents): string {
  return usd.format(centsToDollars(cents));
}

/** Ticket prices of zero or less read 'Free' (SPEC section 9). */
export function formatPrice(cents: Cents): string {
  return cents <= 0 ? 'Free' : formatUsd(cents);
}

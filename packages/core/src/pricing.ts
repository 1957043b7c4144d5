/**
 * Cart arithmetic in integer cents (DESIGN section 4): each ticket line is priced, discounted,
 * then taxed at its own rate, rounded half-up to the cent; donations carry no tax; totals never
 * go below zero.
 */
import type { Cents } from './money.ts';

/** round(amount × bps / 10000), halves rounded up, for non-negative amounts. */
export function taxOn(amountCents: Cents, taxRateBps: number): Cents {
  if (amountCents <= 0 || taxRateBps <= 0) return 0;
  return Math.floor((amountCents * taxRateBps + 5_000) / 10_000);
}

export interface PricedLine {
  unitPriceCents: Cents;
  quantity: number;
  taxRateBps: number;
  discountCents?: Cents;
}

export interface LineTotals {
  subtotalCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
}

export function priceLine(line: PricedLine): LineTotals {
  const subtotalCents = Math.max(0, line.unitPriceCents) * line.quantity;
  const discountCents = Math.min(subtotalCents, Math.max(0, line.discountCents ?? 0));
  const taxCents = taxOn(subtotalCents - discountCents, line.taxRateBps);
  return {
    subtotalCents,
    discountCents,
    taxCents,
    totalCents: subtotalCents - discountCents + taxCents,
  };
}

export function sumTotals(totals: LineTotals[]): LineTotals {
  return totals.reduce(
    (sum, line) => ({
      subtotalCents: sum.subtotalCents + line.subtotalCents,
      discountCents: sum.discountCents + line.discountCents,
      taxCents: sum.taxCents + line.taxCents,
      totalCents: sum.totalCents + line.totalCents,
    }),
    { subtotalCents: 0, discountCents: 0, taxCents: 0, totalCents: 0 },
  );
}

export interface CartTotals extends LineTotals {
  donationCents: Cents;
}

/** Ticket lines plus an untaxed donation; the total is floored at zero. */
export function priceCart(lines: PricedLine[], donationCents: Cents = 0): CartTotals {
  const sum = sumTotals(lines.map(priceLine));
  const donation = Math.max(0, donationCents);
  return { ...sum, donationCents: donation, totalCents: Math.max(0, sum.totalCents + donation) };
}

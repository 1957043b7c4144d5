/**
 * An order is charged the total its page showed, or refused before any money moves (decision
 * 112): a price, a tax rate or a promo code's amount an operator changed between the checkout
 * page and the order is told to the visitor, with the new total, never charged unseen.
 */
import { dollarsToCents, formatUsd } from '@shop/core/money';
import { orderTexts } from '@shop/core/order-texts';
import { AppError } from '../../http/app-error.ts';

/** `expectedTotal` is the order body's, in dollars; absent, the order is charged as priced. */
export function assertTotalAsShown(
  expectedTotal: number | null | undefined,
  totalCents: number,
): void {
  if (expectedTotal === null || expectedTotal === undefined) return;
  if (dollarsToCents(expectedTotal) === totalCents) return;
  const message = orderTexts.totalChanged(formatUsd(totalCents));
  throw new AppError('conflict', message, {
    title: orderTexts.totalChangedTitle,
    fields: { 'order.expectedTotal': [message] },
  });
}

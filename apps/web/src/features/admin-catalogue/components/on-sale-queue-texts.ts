/** What the back office's on-sale queue section says (decision 104). */
import type { AdminOnSaleQueue } from '@shop/core/queue-api';
import { formatShopInstant } from '@shop/core/shop-time';
import { MEMBERSHIPS_SCOPE } from '../api/on-sale-queue.ts';

export const onSaleQueueTexts = {
  title: 'On-sale queue',
  description:
    'on sale at a set time: visitors who arrive up to 15 minutes early are put in a random order at the opening, later ones queue behind them, and they are let through at the rate you set.',
  opens: (queue: AdminOnSaleQueue) =>
    `${queue.drawnAt ? 'Opened' : 'Opens'} at ${formatShopInstant(new Date(queue.opensAt))}`,
  counts: ({ joined, admitted, passes }: AdminOnSaleQueue) =>
    `${joined} joined, ${admitted} let through, ${passes} ${passes === 1 ? 'pass' : 'passes'} used`,
  dateRequired: 'Choose the opening date.',
  timeRequired: 'Choose the opening time.',
  setUp: 'Set Up Queue',
  save: 'Save Changes',
  end: 'End Queue',
  endTitle: 'End the on-sale queue?',
  endBody:
    'then sells to everyone: visitors no longer wait for a turn, and those in the queue can buy at once.',
  setUpDone: (queue: AdminOnSaleQueue) =>
    `The on-sale queue is set up. ${onSaleQueueTexts.opens(queue)}.`,
  saved: 'The on-sale queue is saved.',
  ended: 'sells to everyone again.',
  loading: 'Loading the on-sale queue',
  loadFailed: 'The on-sale queue could not be loaded.',
  saveFailed: 'The on-sale queue could not be saved.',
} as const;

/** What a section's texts call what goes on sale: 'this activity', 'the memberships'. */
export const goodsOf = (scope: number) =>
  scope === MEMBERSHIPS_SCOPE ? 'the memberships' : 'this activity';
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
